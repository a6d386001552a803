import { useMutation, useQuery } from '@tanstack/react-query';
import { SUB_PACKAGE_REQUEST_MAX, type ManualExtendAnswer } from '@toufang/contracts';
import { channelAdIdProblem } from '@toufang/domain';
import { Form, Input, Radio, Select } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { listBatches } from '../../ad-ids/api';
import { extendPackages } from '../api';

interface Values {
  source: 'batch' | 'ad_ids';
  batch_id?: number;
  ad_ids?: string;
}

/** The ad IDs typed or pasted: split on whitespace, commas and semicolons, repeats dropped. */
export function typedAdIds(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(/[\s,，;；]+/)
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** Checks the typed ad IDs as the server will: format, Kuaishou, the request's limit. */
export function typedAdIdsProblem(ids: readonly string[]): string | null {
  if (ids.length === 0) return '请填写广告ID';
  if (ids.length > SUB_PACKAGE_REQUEST_MAX) {
    return `一次最多分包 ${SUB_PACKAGE_REQUEST_MAX} 个广告ID，当前 ${ids.length} 个`;
  }
  const problems = ids.map(channelAdIdProblem).filter((p): p is string => p !== null);
  if (problems.length === 0) return null;
  return problems.length > 3
    ? `${problems.slice(0, 3).join('；')} 等 ${problems.length} 个问题`
    : problems.join('；');
}

/**
 * 分包 (spec 002 §7 `manual_extend_package`): one package of the app per Kuaishou ad ID, for a
 * batch of ad IDs or the ad IDs pasted. Ad IDs that already have a package are left out.
 */
export function ExtendPackageModal({
  appId,
  onDone,
  onClose,
}: {
  appId: number;
  onDone: (answer: ManualExtendAnswer) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const source = Form.useWatch('source', form) ?? 'batch';
  const batches = useQuery({
    queryKey: ['sub-package-batches'],
    queryFn: ({ signal }) => listBatches('kuaishou', { per_page: 200 }, signal),
  });
  const extend = useMutation({ mutationFn: extendPackages, onSuccess: onDone });

  const submit = async () => {
    const values = await form.validateFields();
    extend.mutate(
      values.source === 'batch'
        ? { app_id: appId, batch_id: values.batch_id }
        : { app_id: appId, ad_ids: typedAdIds(values.ad_ids) },
    );
  };

  return (
    <FormModal<Values>
      open
      title="分包"
      okText="开始分包"
      width={560}
      form={form}
      initialValues={{ source: 'batch' }}
      saving={extend.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Form.Item name="source" label="广告ID来源">
        <Radio.Group
          options={[
            { value: 'batch', label: '按广告ID批次' },
            { value: 'ad_ids', label: '填写广告ID' },
          ]}
        />
      </Form.Item>
      {source === 'batch' ? (
        <Form.Item
          name="batch_id"
          label="广告ID批次"
          rules={[{ required: true, message: '请选择广告ID批次' }]}
          extra="为批次中每个广告ID生成一个渠道包；已有渠道包的广告ID会跳过"
        >
          <Select
            showSearch
            loading={batches.isLoading}
            placeholder="选择磁力引擎的广告ID批次"
            optionFilterProp="label"
            notFoundContent={batches.isLoading ? '加载中…' : '暂无广告ID批次'}
            options={(batches.data?.list ?? []).map((b) => ({
              value: b.id,
              label: `${b.file_name}（${b.category_name}，${b.count} 个，${b.first_ad_id}…${b.last_ad_id}）`,
            }))}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="ad_ids"
          label="广告ID"
          extra={`每行一个，或以空格、逗号分隔；一次最多 ${SUB_PACKAGE_REQUEST_MAX} 个`}
          rules={[
            {
              validator: (_, text: string | undefined) => {
                const problem = typedAdIdsProblem(typedAdIds(text));
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={6} placeholder="K0000001X" />
        </Form.Item>
      )}
    </FormModal>
  );
}
