import { keywordErrors, type KeywordCreateAnswer } from '@toufang/contracts';
import { oceanengine } from '@toufang/media-wire';
import { writeCall } from '../creation-writes';

// Ocean Engine's creation writes (media-wire oceanengine/creation-writes.ts and keywords.ts,
// after the medium's Go SDK): a 游戏锚点, a carousel, a derived-creative config and a project's
// keywords made, anchors and carousels deleted.

export const BYTEDANCE_CREATION_WRITES = {
  anchorSave: writeCall('anchorSave', {
    endpoint: { method: 'POST', path: 'v3.0/native_anchor/create/' },
    params: (b) => ({
      anchor_info: {
        anchor_type: 'APP_GAME',
        tool_title: b.name,
        game_anchor: {
          ...(b.android_anchor_title ? { android_anchor_title: b.android_anchor_title } : {}),
          ...(b.ios_anchor_title ? { ios_anchor_title: b.ios_anchor_title } : {}),
          ...(b.android_download_url ? { android_download_url: b.android_download_url } : {}),
          ...(b.ios_download_url ? { ios_download_url: b.ios_download_url } : {}),
          game_description: b.game_description,
          app_tags: b.app_tags,
          guide_text: b.guide_text,
          icon_images: [b.icon],
        },
      },
    }),
    reply: oceanengine.NativeAnchorCreateDataSchema,
    answer: (data) => ({ anchor_id: data.anchor_id }),
  }),
  anchorDelete: writeCall('anchorDelete', {
    endpoint: { method: 'POST', path: 'v3.0/native_anchor/delete/' },
    params: (b) => ({ anchor_id: b.anchor_id, anchor_type: b.anchor_type }),
    reply: oceanengine.EmptyWriteDataSchema,
    answer: () => null,
  }),
  carouselSave: writeCall('carouselSave', {
    endpoint: { method: 'POST', path: '2/carousel/create/' },
    params: (b) => ({
      file_name: b.name,
      ...(b.description ? { description: b.description } : {}),
      ...(b.audio_id ? { audio_id: b.audio_id } : {}),
      images: b.image_ids.map((image_id) => ({ image_id })),
    }),
    reply: oceanengine.CarouselCreateDataSchema,
    answer: (data) => ({
      id: String(data.carousel.carousel_id),
      name: data.carousel.file_name,
      images: data.carousel.images,
    }),
  }),
  carouselDelete: writeCall('carouselDelete', {
    endpoint: { method: 'POST', path: '2/carousel/delete/' },
    params: (b) => ({ carousel_ids: b.ids.map(Number) }),
    reply: oceanengine.CarouselDeleteDataSchema,
    answer: (data) => ({
      deleted: data.success_list.map(String),
      failed: data.failed_ids.map(String),
    }),
  }),
  autoGenerateConfigCreate: writeCall('autoGenerateConfigCreate', {
    endpoint: { method: 'POST', path: 'v3.0/promotion/auto_generate_config/create/' },
    params: (b) => ({
      strategy_data: b.strategies.map((s) => ({
        strategy_id: s.strategy_id,
        strategy_state: s.states.map((state) => ({
          state_key: state.key,
          state_type: state.type,
          state_value: state.value,
        })),
      })),
    }),
    reply: oceanengine.AutoGenerateConfigCreateDataSchema,
    answer: (data) => ({ config_id: String(data.config_id) }),
  }),
  keywordCreate: writeCall('keywordCreate', {
    endpoint: { method: 'POST', path: 'v3.0/keyword/create/' },
    params: (b) => ({
      project_id: BigInt(b.project_id),
      keywords: b.keywords.map((k) => ({
        word: k.word,
        match_type: k.match_type,
        bid_type: 'WITH_PROMOTION',
      })),
    }),
    reply: oceanengine.KeywordCreateDataSchema,
    answer: (data): KeywordCreateAnswer => ({
      created: data.success_list.map((k) => ({
        keyword_id: String(k.keyword_id),
        word: k.word,
        match_type: k.match_type,
        status: k.status,
      })),
      refused: data.error_list.map((e) => ({ word: e.word, reason: e.error_reason })),
    }),
    async check(b, read) {
      const { list } = await read('keywordList', {
        advertiser_id: b.advertiser_id,
        project_id: b.project_id,
      });
      return keywordErrors(
        'bytedance',
        b.keywords,
        list.map((k) => k.word),
      );
    },
  }),
};
