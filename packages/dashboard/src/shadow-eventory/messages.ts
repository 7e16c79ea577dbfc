// Dashboard texts of the shadow view (/shadow-eventory) in the six locales; merged into the i18next
// catalogue under the 'shadow-eventory' namespace key by i18n/i18n.ts.
import type { Locale } from '@eventory/domain/locales';
import { registerMessages } from '../i18n/area-messages.ts';

const en_US = {
  title: 'Shadow: the campaign admin of a preview',
  inPreview:
    'This dashboard runs in preview {{id}}: every screen and call here works on that preview’s server and database.',
  inMain:
    'This dashboard is the main deployment (no preview). Give a pull-request preview id to open its campaign admin.',
  mainLinks: 'The same screens in the main deployment',
  previewId: 'Preview id (PREVIEW_ID)',
  previewIdHint: 'The id the pull-request preview was deployed with, e.g. pr-123.',
  previewIdInvalid: 'A preview id is letters, digits, ".", "_" or "-", e.g. pr-123.',
  campaignId: 'Campaign id (optional)',
  open: 'Show the preview’s screens',
  previewLinks: 'Campaign admin of preview {{id}}',
  previewNote:
    'The preview keeps its own database, so campaign ids may differ there; sign in there if it asks. Links open in a new tab.',
  empty: 'No preview chosen yet: give its id above.',
  link_campaignList: 'Campaign list',
  link_campaign: 'Campaign {{id}}',
  link_diagram: 'Diagram of campaign {{id}}',
  link_clientView: 'Page of campaign {{id}} as its author sees it',
};

export type ShadowEventoryMessages = Record<keyof typeof en_US, string>;

export const SHADOW_EVENTORY_MESSAGES: Record<Locale, ShadowEventoryMessages> = {
  en_US,
  zh_TW: {
    title: '影子環境：預覽版的活動管理',
    inPreview: '此後台執行於預覽版 {{id}}：這裡的每個畫面與呼叫都作用於該預覽版的伺服器與資料庫。',
    inMain: '此後台為主要部署（非預覽版）。輸入 pull request 預覽版 ID 以開啟其活動管理。',
    mainLinks: '主要部署中的相同畫面',
    previewId: '預覽版 ID（PREVIEW_ID）',
    previewIdHint: 'pull request 預覽版部署時使用的 ID，例如 pr-123。',
    previewIdInvalid: '預覽版 ID 只能包含字母、數字、「.」、「_」或「-」，例如 pr-123。',
    campaignId: '活動 ID（選填）',
    open: '顯示預覽版的畫面',
    previewLinks: '預覽版 {{id}} 的活動管理',
    previewNote: '預覽版有自己的資料庫，活動 ID 可能不同；若要求登入，請在該處登入。連結會在新分頁開啟。',
    empty: '尚未選擇預覽版：請在上方輸入其 ID。',
    link_campaignList: '活動列表',
    link_campaign: '活動 {{id}}',
    link_diagram: '活動 {{id}} 的關係圖',
    link_clientView: '活動 {{id}} 的頁面（作者視角）',
  },
  zh_HK: {
    title: '影子環境：預覽版嘅活動管理',
    inPreview: '呢個後台喺預覽版 {{id}} 運行：呢度每個畫面同呼叫都作用喺嗰個預覽版嘅伺服器同資料庫。',
    inMain: '呢個後台係主要部署（唔係預覽版）。輸入 pull request 預覽版 ID 開啟佢嘅活動管理。',
    mainLinks: '主要部署入面嘅相同畫面',
    previewId: '預覽版 ID（PREVIEW_ID）',
    previewIdHint: 'pull request 預覽版部署時用嘅 ID，例如 pr-123。',
    previewIdInvalid: '預覽版 ID 只可以有字母、數字、「.」、「_」或者「-」，例如 pr-123。',
    campaignId: '活動 ID（可選）',
    open: '顯示預覽版嘅畫面',
    previewLinks: '預覽版 {{id}} 嘅活動管理',
    previewNote: '預覽版有自己嘅資料庫，活動 ID 可能唔同；如果要求登入，請喺嗰度登入。連結會喺新分頁開啟。',
    empty: '未揀預覽版：請喺上面輸入佢嘅 ID。',
    link_campaignList: '活動列表',
    link_campaign: '活動 {{id}}',
    link_diagram: '活動 {{id}} 嘅關係圖',
    link_clientView: '活動 {{id}} 嘅頁面（作者角度）',
  },
  zh_CN: {
    title: '影子环境：预览版的活动管理',
    inPreview: '此后台运行在预览版 {{id}}：这里的每个页面和调用都作用于该预览版的服务器和数据库。',
    inMain: '此后台是主部署（非预览版）。输入 pull request 预览版 ID 以打开其活动管理。',
    mainLinks: '主部署中的相同页面',
    previewId: '预览版 ID（PREVIEW_ID）',
    previewIdHint: 'pull request 预览版部署时使用的 ID，例如 pr-123。',
    previewIdInvalid: '预览版 ID 只能包含字母、数字、“.”、“_”或“-”，例如 pr-123。',
    campaignId: '活动 ID（可选）',
    open: '显示预览版的页面',
    previewLinks: '预览版 {{id}} 的活动管理',
    previewNote: '预览版有自己的数据库，活动 ID 可能不同；如要求登录，请在那里登录。链接在新标签页打开。',
    empty: '尚未选择预览版：请在上方输入其 ID。',
    link_campaignList: '活动列表',
    link_campaign: '活动 {{id}}',
    link_diagram: '活动 {{id}} 的关系图',
    link_clientView: '活动 {{id}} 的页面（作者视角）',
  },
  ja: {
    title: 'シャドウ：プレビューのキャンペーン管理',
    inPreview:
      'このダッシュボードはプレビュー {{id}} で動いています。ここでの画面と呼び出しはすべてそのプレビューのサーバーとデータベースに対して行われます。',
    inMain:
      'このダッシュボードは本番系のデプロイ（プレビューではありません）です。プルリクエストのプレビュー ID を入力すると、そのキャンペーン管理を開けます。',
    mainLinks: '本番系デプロイの同じ画面',
    previewId: 'プレビュー ID（PREVIEW_ID）',
    previewIdHint: 'プルリクエストのプレビューをデプロイしたときの ID（例：pr-123）。',
    previewIdInvalid: 'プレビュー ID は英字、数字、「.」「_」「-」のみです（例：pr-123）。',
    campaignId: 'キャンペーン ID（任意）',
    open: 'プレビューの画面を表示',
    previewLinks: 'プレビュー {{id}} のキャンペーン管理',
    previewNote:
      'プレビューは独自のデータベースを持つため、キャンペーン ID が異なる場合があります。求められたらそちらでサインインしてください。リンクは新しいタブで開きます。',
    empty: 'プレビューが選ばれていません。上で ID を入力してください。',
    link_campaignList: 'キャンペーン一覧',
    link_campaign: 'キャンペーン {{id}}',
    link_diagram: 'キャンペーン {{id}} の関係図',
    link_clientView: 'キャンペーン {{id}} のページ（作成者の視点）',
  },
  ar: {
    title: 'الظل: إدارة حملات نسخة المعاينة',
    inPreview:
      'تعمل لوحة التحكم هذه في نسخة المعاينة {{id}}: كل شاشة وطلب هنا يعمل على خادم تلك المعاينة وقاعدة بياناتها.',
    inMain: 'لوحة التحكم هذه هي النشر الرئيسي (ليست معاينة). أدخل معرّف معاينة طلب السحب لفتح إدارة حملاتها.',
    mainLinks: 'الشاشات نفسها في النشر الرئيسي',
    previewId: 'معرّف المعاينة (PREVIEW_ID)',
    previewIdHint: 'المعرّف الذي نُشرت به معاينة طلب السحب، مثل pr-123.',
    previewIdInvalid: 'يتكوّن معرّف المعاينة من حروف وأرقام و"." و"_" و"-" فقط، مثل pr-123.',
    campaignId: 'معرّف الحملة (اختياري)',
    open: 'اعرض شاشات المعاينة',
    previewLinks: 'إدارة حملات المعاينة {{id}}',
    previewNote:
      'للمعاينة قاعدة بياناتها الخاصة، لذا قد تختلف معرّفات الحملات فيها؛ سجّل الدخول هناك إذا طُلب منك. تُفتح الروابط في علامة تبويب جديدة.',
    empty: 'لم تُختر معاينة بعد: أدخل معرّفها أعلاه.',
    link_campaignList: 'قائمة الحملات',
    link_campaign: 'الحملة {{id}}',
    link_diagram: 'مخطط الحملة {{id}}',
    link_clientView: 'صفحة الحملة {{id}} كما يراها مؤلفها',
  },
};

registerMessages('shadow-eventory', SHADOW_EVENTORY_MESSAGES);
