import { oceanengine, type Published } from '@toufang/media-wire';
import type { Catalogue } from './creation-read-routes';
import { paramError } from './title-rules';

// What v3.0/project/create/ and v3.0/promotion/create/ check of the account's objects they name
// (the ids come from the creation reads, creation-read-routes.ts): a MICRO_GAME project's
// 字节小游戏 / 小程序 is one of the advertiser's (and of the kind the project promotes), a
// promotion's 橙子建站 address is an online site of the advertiser, its 抖音号 is authorised to it,
// its components are the advertiser's approved ones and its 试玩素材 addresses are the
// advertiser's approved playables. An id the account does not hold is a
// parameter error and nothing is created.

type ProjectCreate = Published<oceanengine.ProjectCreateRequest>;
type PromotionCreate = Published<oceanengine.PromotionCreateRequest>;

export function checkProjectPicks(catalogue: Catalogue, body: ProjectCreate): void {
  const type = body.micro_promotion_type;
  if (body.landing_type !== 'MICRO_GAME') {
    if (body.micro_app_instance_id !== undefined)
      throw paramError('只有小程序/小游戏项目可以设置 micro_app_instance_id');
    return;
  }
  if (type !== 'BYTE_GAME' && type !== 'BYTE_APP') return;
  if (body.micro_app_instance_id === undefined)
    throw paramError('推广字节小游戏/小程序时 micro_app_instance_id 必填');
  const assets = type === 'BYTE_GAME' ? catalogue.games : catalogue.applets;
  const id = String(body.micro_app_instance_id);
  if (!assets.some((a) => a.instance_id === id)) {
    throw paramError(
      `${type === 'BYTE_GAME' ? '字节小游戏' : '字节小程序'} ${id} 不存在或不属于该广告主`,
    );
  }
}

export function checkPromotionPicks(catalogue: Catalogue, body: PromotionCreate): void {
  for (const url of body.promotion_materials.external_url_material_list ?? []) {
    const siteId = oceanengine.orangeSiteIdOf(url);
    if (siteId === null) continue;
    const site = catalogue.sites.find((s) => s.site_id === siteId);
    if (!site) throw paramError(`落地页 ${siteId} 不存在或不属于该广告主`);
    if (site.status !== 'SITE_ONLINE') throw paramError(`落地页 ${siteId} 已下线`);
  }
  const awemeId = body.native_setting?.aweme_id;
  if (awemeId !== undefined && !catalogue.awemes.some((a) => a.aweme_id === awemeId)) {
    throw paramError(`抖音号 ${awemeId} 未授权给该广告主`);
  }
  for (const { component_id: id } of body.promotion_materials.component_material_list ?? []) {
    const component = catalogue.components.find((c) => c.component_id === String(id));
    if (!component) throw paramError(`组件 ${id} 不存在或不属于该广告主`);
    if (component.status !== 'PASS') throw paramError(`组件 ${id} 未审核通过`);
  }
  for (const { app_play_uri: uri } of body.promotion_materials.trial_play_material_list ?? []) {
    const playable = catalogue.playables.find((p) => p.playable_url === uri);
    if (!playable) throw paramError(`试玩素材 ${uri} 不存在或不属于该广告主`);
    if (playable.status !== 'AUDIT_SUCCESS')
      throw paramError(`试玩素材 ${playable.playable_id} 未审核通过`);
  }
}
