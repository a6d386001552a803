import type { oceanengine, Published } from '@toufang/media-wire';
import type { SandboxState } from '../../state/state';
import { cdpBrandsOf, holdsAutoGenerateConfig } from './creative-strategy-routes';
import { paramError } from './title-rules';

// What v3.0/promotion/create/ checks of its CDP brand and derived creatives (modelled: the texts
// are ours): `brand_info.cdp_brand_id` is one of the advertiser's brands (`cdp/brand/get/`), under
// its own name when one is sent; `creative_auto_generate_switch` ON names a `config_id` the
// advertiser holds (made by `auto_generate_config/create/` or one of its own), and a config_id
// comes only with ON. Otherwise a parameter error and nothing is created.

type PromotionCreate = Published<oceanengine.PromotionCreateRequest>;

export function checkBrandAndDerived(
  state: SandboxState,
  advertiserId: number,
  body: Pick<PromotionCreate, 'brand_info' | 'creative_auto_generate_switch' | 'config_id'>,
): void {
  if (body.brand_info) {
    const id = Number(body.brand_info.cdp_brand_id);
    const brand = cdpBrandsOf(advertiserId).find((b) => b.cdp_brand_id === id);
    if (!brand) throw paramError(`品牌 ${id} 不存在或不属于该广告主`);
    const name = body.brand_info.cdp_brand_name;
    if (name !== undefined && name !== brand.cdp_brand_name)
      throw paramError(`品牌 ${id} 的名称应为「${brand.cdp_brand_name}」`);
  }
  const on = body.creative_auto_generate_switch === 'ON';
  if (on && body.config_id === undefined)
    throw paramError('开启衍生创意（creative_auto_generate_switch ON）时 config_id 必填');
  if (body.config_id !== undefined) {
    if (!on) throw paramError('config_id 仅在开启衍生创意时可设置');
    const id = Number(body.config_id);
    if (!holdsAutoGenerateConfig(state, advertiserId, id))
      throw paramError(`衍生配置 ${id} 不存在或不属于该广告主`);
  }
}
