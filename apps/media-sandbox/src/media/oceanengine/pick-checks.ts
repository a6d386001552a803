import { oceanengine, type Published } from '@toufang/media-wire';
import type { Catalogue } from './creation-read-routes';
import { paramError } from './title-rules';

// What v3.0/project/create/ and v3.0/promotion/create/ check of the account's objects they name
// (the ids come from the creation reads, creation-read-routes.ts and star-delivery-routes.ts): a
// MICRO_GAME project's 字节小游戏 / 小程序 is one of the advertiser's (and of the kind the project
// promotes), a LIVE project names a 抖音号 authorised to the advertiser (its native_setting), a
// project's 星广联投 task is one of the advertiser's that has not ended (the switches need one), a
// promotion's 橙子建站 address is an online site of the advertiser, its 抖音号 is authorised to it,
// its components are the advertiser's approved ones and its 试玩素材 addresses are the
// advertiser's approved playables. An id the account does not hold is a
// parameter error and nothing is created.

type ProjectCreate = Published<oceanengine.ProjectCreateRequest>;
type PromotionCreate = Published<oceanengine.PromotionCreateRequest>;

/** 星广联投 task statuses a project can no longer join. */
const ENDED_STAR_TASKS: readonly string[] = ['COMPLETED', 'CANCELLED'];

export function checkProjectPicks(
  catalogue: Catalogue,
  starTasks: readonly oceanengine.StarTask[],
  body: ProjectCreate,
): void {
  const awemeId = body.native_setting?.aweme_id;
  if (body.marketing_goal === 'LIVE' && awemeId === undefined)
    throw paramError('营销场景为直播时 native_setting.aweme_id 必填');
  if (awemeId !== undefined && !catalogue.awemes.some((a) => a.aweme_id === awemeId))
    throw paramError(`抖音号 ${awemeId} 未授权给该广告主`);
  checkStarTask(starTasks, body);
  checkMicroApp(catalogue, body);
}

function checkStarTask(starTasks: readonly oceanengine.StarTask[], body: ProjectCreate): void {
  const id = body.star_task_id;
  if (id === undefined) {
    if (body.star_auto_delivery_switch === 'ON' || body.star_auto_material_addition_switch === 'ON')
      throw paramError('开启星广联投自动投放或自动追加素材时 star_task_id 必填');
    return;
  }
  const task = starTasks.find((t) => t.star_task_id === id);
  if (!task) throw paramError(`星广联投任务 ${id} 不存在或不属于该广告主`);
  if (ENDED_STAR_TASKS.includes(task.star_task_status))
    throw paramError(`星广联投任务 ${id} 已结束，不能关联项目`);
}

function checkMicroApp(catalogue: Catalogue, body: ProjectCreate): void {
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
