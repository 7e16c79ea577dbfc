// The demo population of the host platform: stable ids so seeded events, tests and links keep
// pointing at the same people across restarts.
import type { PlatformUserRow } from './platform.ts';

/** Account time and level default to the insert (made now, level 1) unless a demo user names them. */
type DemoUser = Omit<PlatformUserRow, 'picture' | 'registeredAt' | 'level'> &
  Partial<Pick<PlatformUserRow, 'level'>>;

const streamer = (
  userId: string,
  displayName: string,
  openId: string,
  region: string,
  streamId = 0,
): DemoUser => ({
  userId,
  displayName,
  openId,
  region,
  kind: 'streamer',
  streamId,
  liveStreamId: streamId > 0 ? streamId * 10 + 7 : 0,
});
const viewer = (
  userId: string,
  displayName: string,
  openId: string,
  region: string,
  level = 1,
): DemoUser => ({
  userId,
  level,
  displayName,
  openId,
  region,
  kind: 'viewer',
  streamId: 0,
  liveStreamId: 0,
});

export const DEMO_STREAMERS: readonly DemoUser[] = [
  streamer('655dc6df-a4fc-4b68-822f-f25c313ab973', 'Luna Chen', 'luna_chen', 'TW', 48211),
  streamer('09456e51-e528-4db1-8787-9c8aa190f12d', '小雨', 'xiaoyu_tw', 'TW'),
  streamer('001750bf-f5a3-4bb5-b554-88e255948fa1', 'Kai Wong', 'kaiwong.hk', 'HK', 48302),
  streamer('a3123880-87b5-48fb-9f0d-00acbec718a8', '陳美琪', 'maggie_chan', 'HK'),
  streamer('631a2fdc-aba3-4aa4-a8e9-7d89728691d8', 'さくら', 'sakura_live', 'JP', 48377),
  streamer('5d8612d3-e4ae-4d94-bcba-2724d68b659d', 'Haruto Sato', 'haruto_s', 'JP'),
  streamer('daf62a5f-b2c8-49f7-9469-a1e62e849074', 'Mika Tan', 'mikatan.sg', 'SG', 48415),
  streamer('7b2a74fa-1e0f-42ab-977c-3c6a7a9359ed', 'Aisyah Rahman', 'aisyah_my', 'MY'),
  streamer('8b915a8c-5000-415e-a8f7-d6158ae30061', 'Jia Hui Lim', 'jiahui.lim', 'MY', 48460),
  streamer('6e38bbfd-2d54-4ddb-8819-6b6f238f1fda', '林子晴', 'ziqing_lin', 'TW'),
  streamer('802fd45a-e558-4cbe-8aa7-a19f7adc8d98', 'Nina Reyes', 'nina_ph', 'PH'),
  streamer('0fb1e9c7-97e4-45ba-8a19-774d8ab8f00a', 'ゆい', 'yui_music', 'JP'),
];

export const DEMO_VIEWERS: readonly DemoUser[] = [
  viewer('4a9c6146-eaa8-4567-a253-5ddd6436ac67', 'Ben Ho', 'benho88', 'TW', 35),
  viewer('1ea91456-a469-4de6-a200-f827953ac7a3', '阿傑', 'ajie_0512', 'TW'),
  viewer('282ecdc7-c72e-482b-bd2f-501f3ed1b39b', 'Chloe Lau', 'chloe.lau', 'HK', 12),
  viewer('67b7449a-0cb0-4cf7-aa21-f1b92ba74cd6', 'Kenji Mori', 'kenji_m', 'JP', 8),
  viewer('b4943cbc-c285-4d47-b021-94c5f4cb21ee', 'たけし', 'takeshi_fan', 'JP'),
  viewer('e3f13d65-1c3e-42d2-8818-72db80d6312d', 'Ryan Goh', 'ryangoh', 'SG', 21),
  viewer('099ffbf0-c424-4ffd-9e4d-6823dea51ee9', 'Farah Aziz', 'farah.aziz', 'MY'),
  viewer('c2bad5bb-f2fa-4c4a-bfec-bc214d69d0cb', '王小明', 'xiaoming_w', 'TW'),
];

export const DEMO_POPULATION: readonly DemoUser[] = [...DEMO_STREAMERS, ...DEMO_VIEWERS];
