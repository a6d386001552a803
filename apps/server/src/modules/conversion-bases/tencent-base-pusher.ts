import { tencent } from '@toufang/media-wire';
import type { BasePushEvent } from '@toufang/contracts';
import { BASE_PUSH_DEFINITIONS } from '@toufang/domain';
import type { TokenSource } from '../../media/http/token-provider';
import { MediaCallError } from '../../media/http/media-errors';
import type { ConversionView, TencentConversions } from '../../media/tencent/conversions';
import { PushRefused, type BasePushRequest, type BasePusher } from './base-pusher';

// Tencent's part of a push (docs/architecture/conversion-bases.md): the app's 用户行为数据源 (one
// per app and platform in an account, made from the app's store id) and a 转化归因 per
// optimization goal on it, reported by API and claimed by click, carrying the base's click and
// impression links. The data source is found again by the app, a conversion by its data source
// and goal, whatever its name.

const isBusiness = (error: unknown) => error instanceof MediaCallError && error.kind === 'business';

/** The longest prefix of `s` within `max` UTF-8 bytes. */
const byteSlice = (s: string, max: number) => {
  let out = '';
  for (const ch of s) {
    if (tencent.utf8Bytes(out + ch) > max) break;
    out += ch;
  }
  return out;
};

const labelOf = (type: string) =>
  BASE_PUSH_DEFINITIONS.tencent.events.find((e) => e.type === type)?.label ?? type;

/** A conversion's name: the base's and the goal's, within the medium's limit. */
export const conversionNameOf = (r: BasePushRequest, goal: string) => {
  const suffix = `-${labelOf(goal)}`;
  return r.name.slice(0, tencent.CONVERSION_LIMITS.nameMax - suffix.length) + suffix;
};

const storeIdOf = (r: BasePushRequest) => {
  if (!r.appId) throw new PushRefused('BASE_PUSH_APP_MISSING', '该账户的应用中心没有该应用');
  return r.appId;
};

export function tencentBasePusher(deps: { conversions: TencentConversions }): BasePusher {
  const { conversions } = deps;

  const ensureSet = async (token: TokenSource, accountId: string, r: BasePushRequest) => {
    const storeId = storeIdOf(r);
    const found = await conversions.findAppSet(token, accountId, storeId, r.platform);
    if (found) return found;
    const name = byteSlice(r.name, tencent.USER_ACTION_SET_LIMITS.nameBytesMax);
    try {
      return await conversions.addAppSet(token, accountId, storeId, r.platform, name);
    } catch (error) {
      if (!isBusiness(error)) throw error;
      // Refused as taken (a data source made meanwhile): the app's data source counts.
      const again = await conversions
        .findAppSet(token, accountId, storeId, r.platform)
        .catch(() => null);
      if (again) return again;
      throw error;
    }
  };

  const eventsOf = (r: BasePushRequest, setId: string, all: ConversionView[]): BasePushEvent[] =>
    r.eventTypes.flatMap((goal) => {
      const c = all.find((x) => x.userActionSetId === setId && x.goal === goal);
      return c ? [{ event_id: c.id, event_type: goal, name: c.name }] : [];
    });

  return {
    limiterKeys: (accountId) => conversions.limiterKeys(accountId),

    async push(token, accountId, r, known, progress) {
      const assetId = known.assetId ?? (await ensureSet(token, accountId, r));
      if (!known.assetId) await progress({ assetId });
      const made = eventsOf(r, assetId, await conversions.listConversions(token, accountId));
      for (const goal of r.eventTypes) {
        if (made.some((e) => e.event_type === goal)) continue;
        const name = conversionNameOf(r, goal);
        const id = await conversions.addConversion(token, accountId, {
          name,
          userActionSetId: assetId,
          platform: r.platform,
          goal,
          clickUrl: r.clickUrl,
          impressionUrl: r.impressionUrl,
        });
        made.push({ event_id: id, event_type: goal, name });
        await progress({ events: [...made] });
      }
      const events = r.eventTypes.flatMap((t) => made.filter((e) => e.event_type === t));
      return { assetId, trackUrlGroupId: null, events };
    },

    async read(token, accountId, r, known) {
      const assetId =
        known.assetId ??
        (r.appId ? await conversions.findAppSet(token, accountId, r.appId, r.platform) : null);
      if (!assetId) return null;
      const events = eventsOf(r, assetId, await conversions.listConversions(token, accountId));
      if (events.length < r.eventTypes.length) return null;
      return { assetId, trackUrlGroupId: null, events };
    },
  };
}
