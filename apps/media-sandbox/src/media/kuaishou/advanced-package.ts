import type { Published, kuaishou } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { KuaishouCreativeRecord, KuaishouCreativeWire } from '../../state/records';

// A programmatic package (程序化创意 2.0, advanced-creative-routes.ts) is the set of creatives it
// generated under its unit: one per material (video group or union picture) and caption, named
// after the package and each reviewed on its own. The package itself is read back from them, so
// a combination that was deleted on its own leaves the package too.

/** The package fields the generated creatives carry. */
export interface PackageFields {
  package_name: string;
  photo_list: Published<kuaishou.AdvancedPhoto>[];
  pic_list: string[];
  captions: string[];
  action_bar?: string | undefined;
  click_url?: string | undefined;
  actionbar_click_url?: string | undefined;
  impression_url?: string | undefined;
}

/** One combination a package delivers as. */
export interface Combination {
  key: string;
  material: { photo: Published<kuaishou.AdvancedPhoto> } | { pic: string };
  caption: string;
}

const photoKey = (p: Published<kuaishou.AdvancedPhoto>) =>
  `photo|${p.photo_id}|${p.cover_image_token ?? ''}|${p.creative_material_type}`;

/** The combinations of a package, videos first, each material with every caption in order. */
export function combinations(fields: PackageFields): Combination[] {
  const materials = [
    ...fields.photo_list.map((photo) => ({ key: photoKey(photo), material: { photo } })),
    ...fields.pic_list.map((pic) => ({ key: `pic|${pic}`, material: { pic } })),
  ];
  return materials.flatMap(({ key, material }) =>
    fields.captions.map((caption) => ({ key: `${key}|${caption}`, material, caption })),
  );
}

/** The combination a generated creative stands for. */
export function combinationKey(wire: KuaishouCreativeWire): string {
  const caption = wire.display_info?.description ?? '';
  if (wire.photo_id) {
    return `${photoKey(photoOf(wire))}|${caption}`;
  }
  return `pic|${wire.image_tokens?.[0] ?? ''}|${caption}`;
}

function photoOf(wire: KuaishouCreativeWire): Published<kuaishou.AdvancedPhoto> {
  return {
    photo_id: wire.photo_id ?? '',
    ...(wire.image_token ? { cover_image_token: wire.image_token } : {}),
    creative_material_type: wire.creative_material_type === 2 ? 2 : 1,
  };
}

/** The wire of a generated creative (union pictures deliver as 横版图片). */
export function combinationWire(
  ids: { creative_id: number; unit_id: number; campaign_id: number },
  fields: PackageFields,
  combination: Combination,
  putStatus: kuaishou.PutStatus,
  at: number,
): KuaishouCreativeWire {
  const { material } = combination;
  const time = formatDateTime(at);
  return {
    ...ids,
    creative_name: fields.package_name,
    ...('photo' in material
      ? {
          creative_material_type: material.photo.creative_material_type,
          photo_id: material.photo.photo_id,
          ...(material.photo.cover_image_token
            ? { image_token: material.photo.cover_image_token }
            : {}),
        }
      : { creative_material_type: 6, image_tokens: [material.pic] }),
    status: 41,
    put_status: putStatus,
    display_info: {
      description: combination.caption,
      ...(fields.action_bar ? { action_bar_text: fields.action_bar } : {}),
    },
    ...(fields.click_url ? { click_track_url: fields.click_url } : {}),
    ...(fields.actionbar_click_url ? { actionbar_click_url: fields.actionbar_click_url } : {}),
    ...(fields.impression_url ? { impression_url: fields.impression_url } : {}),
    create_time: time,
    update_time: time,
  };
}

/** The package fields read back from its creatives (in id order). */
export function packageFields(combos: readonly Readonly<KuaishouCreativeRecord>[]): PackageFields {
  const first = combos[0]?.wire;
  const photos = new Map<string, Published<kuaishou.AdvancedPhoto>>();
  const pics = new Set<string>();
  const captions = new Set<string>();
  for (const { wire } of combos) {
    if (wire.photo_id) photos.set(photoKey(photoOf(wire)), photoOf(wire));
    else if (wire.image_tokens?.[0]) pics.add(wire.image_tokens[0]);
    captions.add(wire.display_info?.description ?? '');
  }
  return {
    package_name: first?.creative_name ?? '',
    photo_list: [...photos.values()],
    pic_list: [...pics],
    captions: [...captions],
    action_bar: first?.display_info?.action_bar_text,
    click_url: first?.click_track_url,
    actionbar_click_url: first?.actionbar_click_url,
    impression_url: first?.impression_url,
  };
}

/**
 * The package's view_status from its creatives' statuses: all in one state → that state; denied
 * next to approved combinations → 56 部分审核失败; combinations in review next to approved ones →
 * 55 部分素材审核通过; otherwise still in review (41) or denied (42). `unitStatus` turns the
 * creatives' 52 into the unit's 22 不在投放时段, which the creative vocabulary lacks.
 */
export function packageStatus(
  statuses: readonly kuaishou.CreativeStatus[],
  unitStatus: kuaishou.UnitStatus,
): kuaishou.AdvancedViewStatus {
  const reviewing = statuses.filter((s) => s === 41).length;
  const denied = statuses.filter((s) => s === 42).length;
  const passed = statuses.filter((s) => s !== 41 && s !== 42 && s !== 40);
  if (passed.length === 0) {
    if (reviewing > 0) return 41;
    return denied > 0 ? 42 : 40;
  }
  if (denied > 0) return 56;
  if (reviewing > 0) return 55;
  const delivering = passed.find((s) => s === 52);
  const status = delivering ?? passed[0] ?? 52;
  if (status === 52 && unitStatus === 22) return 22;
  // The creative vocabulary's 54 (滑滑场景) delivers like 52; the package list has no 54.
  return status === 54 ? 52 : status;
}

/** update_time of the package: its newest creative change or verdict. */
export function packageTimes(creatives: readonly KuaishouCreativeWire[]) {
  const created = creatives.map((c) => c.create_time).sort();
  const updated = creatives.map((c) => c.update_time).sort();
  return {
    create_time: created[0] ?? '',
    update_time: updated[updated.length - 1] ?? '',
  };
}
