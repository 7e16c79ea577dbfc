// The platform catalogue's visitor calls (visitor spec §7; decisions/0043): the gifts list, a reward style
// (signed-in viewers, like the spec's token call), an avatar item, and the images they name.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { GiftIconInfo, GiftsResponse } from '@eventory/domain/gifts';
import {
  STYLE_TYPE_NAME_LIST,
  type AvatarItem,
  type RewardStyle,
  type StyleTypeName,
} from '@eventory/domain/reward-styles';
import { parseWith } from '../http/validation.ts';
import { bearerOf, deriveVisitorKey, verifyVisitorToken } from '../auth/visitor-token.ts';
import {
  avatarItem,
  avatarItemSvg,
  giftIcon,
  giftIconSvg,
  giftList,
  rewardStyle,
  rewardStyleSvg,
} from './reward-catalogue.ts';

const itemId = z.string().trim().min(1, 'id is required').max(100, 'id is at most 100 characters');
const file = z.string().min(1, 'file is required').max(120, 'file is at most 120 characters');
const styleName = z.enum(STYLE_TYPE_NAME_LIST as [StyleTypeName, ...StyleTypeName[]], {
  error: `rewardTypeName must be one of ${STYLE_TYPE_NAME_LIST.join(', ')}`,
});

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);

export function registerCatalogueRoutes(app: FastifyInstance): void {
  const key = deriveVisitorKey(app.sessionKey);

  app.get('/api/v1/public/gifts', async (): Promise<GiftsResponse> => giftList());

  app.get('/userStyle/:rewardTypeName/style/:id', async (request): Promise<RewardStyle> => {
    const p = parseWith(z.object({ rewardTypeName: styleName, id: itemId }), request.params, 'params');
    await verifyVisitorToken(key, bearerOf(request.headers));
    return rewardStyle(p.rewardTypeName, p.id);
  });

  // Admin spec §7 "Other hosts": GET gifticon/{id} (decision 0121).
  app.get('/gifticon/:id', async (request): Promise<GiftIconInfo> => {
    const p = parseWith(z.object({ id: itemId }), request.params, 'params');
    return giftIcon(p.id);
  });

  app.get('/avatar/items/:id', async (request): Promise<AvatarItem> => {
    const p = parseWith(z.object({ id: itemId }), request.params, 'params');
    return avatarItem(p.id);
  });

  app.get('/platform/gift-icons/:file', async (request, reply) => {
    const p = parseWith(z.object({ file }), request.params, 'params');
    return sendSvg(reply, giftIconSvg(p.file, false));
  });

  app.get('/platform/gift-icons/v2/:file', async (request, reply) => {
    const p = parseWith(z.object({ file }), request.params, 'params');
    return sendSvg(reply, giftIconSvg(p.file, true));
  });

  app.get('/platform/style-icons/:rewardTypeName/:file', async (request, reply) => {
    const p = parseWith(z.object({ rewardTypeName: styleName, file }), request.params, 'params');
    return sendSvg(reply, rewardStyleSvg(p.rewardTypeName, p.file));
  });

  app.get('/platform/avatar-item-icons/:file', async (request, reply) => {
    const p = parseWith(z.object({ file }), request.params, 'params');
    return sendSvg(reply, avatarItemSvg(p.file));
  });
}
