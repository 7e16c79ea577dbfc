// Dashboard texts of the client view (/eventory-client) in the six locales; merged into the i18next
// catalogue under the 'eventory-client' namespace key by i18n/i18n.ts.
import type { Locale } from '@eventory/domain/locales';
import { registerMessages } from '../i18n/area-messages.ts';

const en_US = {
  title: 'Page of {{codeName}}, as its author sees it',
  pickTitle: 'Client view',
  pickHint:
    'Which campaign? Give its id to see its page as a page author sees it, or open the campaign list.',
  campaignId: 'Campaign id',
  open: 'Open the page',
  loading: 'Loading the page…',
  loadFailed: 'The page could not be loaded: {{reason}}',
  notFound: 'Campaign {{id}} was not found. Check the id, or pick the campaign from the list.',
  retry: 'Try again',
  readOnly:
    'Read-only, in editor mode: blocks show placeholder content and nothing is sent. Viewers get this page at /event/{{codeName}}.',
  backToCampaign: 'Back to the campaign',
  openEventPage: 'Open the event page',
  page: 'The page in editor mode',
};

export type EventoryClientMessages = Record<keyof typeof en_US, string>;

export const EVENTORY_CLIENT_MESSAGES: Record<Locale, EventoryClientMessages> = {
  en_US,
  zh_TW: {
    title: '{{codeName}} 的頁面（作者視角）',
    pickTitle: '客戶端檢視',
    pickHint: '要看哪個活動？輸入活動 ID，以頁面作者的角度查看其頁面，或開啟活動列表。',
    campaignId: '活動 ID',
    open: '開啟頁面',
    loading: '正在載入頁面…',
    loadFailed: '無法載入頁面：{{reason}}',
    notFound: '找不到活動 {{id}}。請檢查 ID，或從列表選擇活動。',
    retry: '重試',
    readOnly: '唯讀的編輯模式：區塊顯示佔位內容，不會送出任何資料。觀眾在 /event/{{codeName}} 看到此頁面。',
    backToCampaign: '返回活動',
    openEventPage: '開啟活動頁面',
    page: '編輯模式中的頁面',
  },
  zh_HK: {
    title: '{{codeName}} 嘅頁面（作者角度）',
    pickTitle: '客戶端檢視',
    pickHint: '要睇邊個活動？輸入活動 ID，以頁面作者角度睇佢嘅頁面，或者開啟活動列表。',
    campaignId: '活動 ID',
    open: '開啟頁面',
    loading: '正在載入頁面…',
    loadFailed: '未能載入頁面：{{reason}}',
    notFound: '搵唔到活動 {{id}}。請檢查 ID，或者由列表揀選活動。',
    retry: '重試',
    readOnly: '唯讀嘅編輯模式：區塊顯示佔位內容，唔會送出任何資料。觀眾喺 /event/{{codeName}} 睇到呢個頁面。',
    backToCampaign: '返回活動',
    openEventPage: '開啟活動頁面',
    page: '編輯模式入面嘅頁面',
  },
  zh_CN: {
    title: '{{codeName}} 的页面（作者视角）',
    pickTitle: '客户端视图',
    pickHint: '要查看哪个活动？输入活动 ID，以页面作者的视角查看其页面，或打开活动列表。',
    campaignId: '活动 ID',
    open: '打开页面',
    loading: '正在加载页面…',
    loadFailed: '无法加载页面：{{reason}}',
    notFound: '找不到活动 {{id}}。请检查 ID，或从列表选择活动。',
    retry: '重试',
    readOnly: '只读的编辑模式：区块显示占位内容，不会发送任何数据。观众在 /event/{{codeName}} 看到此页面。',
    backToCampaign: '返回活动',
    openEventPage: '打开活动页面',
    page: '编辑模式中的页面',
  },
  ja: {
    title: '{{codeName}} のページ（作成者の視点）',
    pickTitle: 'クライアントビュー',
    pickHint:
      'どのキャンペーンですか？ID を入力すると、ページ作成者の視点でページを表示します。一覧から選ぶこともできます。',
    campaignId: 'キャンペーン ID',
    open: 'ページを開く',
    loading: 'ページを読み込んでいます…',
    loadFailed: 'ページを読み込めませんでした：{{reason}}',
    notFound: 'キャンペーン {{id}} が見つかりません。ID を確認するか、一覧から選んでください。',
    retry: '再試行',
    readOnly:
      '読み取り専用のエディターモード：ブロックはプレースホルダーを表示し、何も送信しません。視聴者は /event/{{codeName}} でこのページを見ます。',
    backToCampaign: 'キャンペーンに戻る',
    openEventPage: 'イベントページを開く',
    page: 'エディターモードのページ',
  },
  ar: {
    title: 'صفحة {{codeName}} كما يراها مؤلفها',
    pickTitle: 'عرض العميل',
    pickHint: 'أي حملة؟ أدخل معرّفها لترى صفحتها كما يراها مؤلف الصفحة، أو افتح قائمة الحملات.',
    campaignId: 'معرّف الحملة',
    open: 'افتح الصفحة',
    loading: 'جارٍ تحميل الصفحة…',
    loadFailed: 'تعذّر تحميل الصفحة: {{reason}}',
    notFound: 'لم يتم العثور على الحملة {{id}}. تحقّق من المعرّف أو اختر الحملة من القائمة.',
    retry: 'أعد المحاولة',
    readOnly:
      'للقراءة فقط في وضع المحرّر: تعرض الكتل محتوى مؤقتاً ولا يُرسل شيء. يرى المشاهدون هذه الصفحة على /event/{{codeName}}.',
    backToCampaign: 'العودة إلى الحملة',
    openEventPage: 'افتح صفحة الحدث',
    page: 'الصفحة في وضع المحرّر',
  },
};

registerMessages('eventory-client', EVENTORY_CLIENT_MESSAGES);
