import type {
  AppAssetBody,
  AssetBatchRow,
  AssetItemRow,
  AssetSpec,
  BatchCreated,
  BatchItemListQuery,
  BatchListQuery,
  MiniProgramAssetBody,
  Paged,
  TaskRetryResult,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import type { NewEventAsset } from '../../media/bytedance/event-assets';
import type { AssetBatchParams } from './batch-params';
import type { BatchTasks } from './batch-tasks';
import type { FeedBatchesRepository } from './feed-batches.repository';
import { toAssetBatchRow, toAssetItemRow } from './feed-batches.mapper';

const OBJECT_TYPE = 'event_asset';

/**
 * 事件管理 asset batches (spec 000 §7 /{feed}/event/*): one asset created in every chosen
 * advertiser so conversion tracking can be set up there, followed item by item.
 */
export class AssetBatchesService {
  constructor(
    private readonly batches: BatchTasks,
    private readonly repo: FeedBatchesRepository,
  ) {}

  createApp(auth: AuthContext, body: AppAssetBody): Promise<BatchCreated> {
    const asset: AssetSpec = {
      kind: 'app',
      name: body.name,
      app_type: body.app_type,
      package_name: body.package_name,
      download_url: body.download_url,
      app_id: body.app_id ?? null,
      package_id: body.package_id ?? null,
    };
    const request: NewEventAsset = {
      kind: 'app',
      name: body.name,
      platform: body.app_type,
      packageName: body.package_name,
      downloadUrl: body.download_url,
      ...(body.app_id === undefined ? {} : { appId: body.app_id }),
      ...(body.package_id === undefined ? {} : { packageId: body.package_id }),
    };
    return this.create(auth, body.advertiser_ids, `创建应用资产：${body.name}`, asset, request);
  }

  createMiniProgram(auth: AuthContext, body: MiniProgramAssetBody): Promise<BatchCreated> {
    const asset: AssetSpec = {
      kind: 'mini_program',
      name: body.name,
      mini_program_type: body.mini_program_type,
      mini_program_id: body.mini_program_id,
      instance_id: body.instance_id,
    };
    const request: NewEventAsset = {
      kind: 'mini_program',
      name: body.name,
      miniProgramKind: body.mini_program_type,
      miniProgramId: body.mini_program_id,
      instanceId: body.instance_id,
    };
    return this.create(auth, body.advertiser_ids, `创建小程序资产：${body.name}`, asset, request);
  }

  async list(auth: AuthContext, query: BatchListQuery): Promise<Paged<AssetBatchRow>> {
    const page = await this.batches.list(auth, query);
    return { list: page.list.map(toAssetBatchRow), page_info: page.page_info };
  }

  async listItems(auth: AuthContext, query: BatchItemListQuery): Promise<Paged<AssetItemRow>> {
    const page = await this.batches.listItems(auth, query);
    const names = await this.repo.namesOf(
      'bytedance',
      page.list.map((i) => i.advertiser_id ?? ''),
    );
    return { list: page.list.map((i) => toAssetItemRow(i, names)), page_info: page.page_info };
  }

  retry(auth: AuthContext, batchId: number): Promise<TaskRetryResult> {
    return this.batches.retry(auth, batchId);
  }

  private create(
    auth: AuthContext,
    advertiserIds: readonly string[],
    title: string,
    asset: AssetSpec,
    request: NewEventAsset,
  ): Promise<BatchCreated> {
    const params: AssetBatchParams = { asset };
    return this.batches.create(auth, {
      title,
      params,
      advertiserIds,
      objectType: OBJECT_TYPE,
      request: () => request,
    });
  }
}
