import { PROMOTION_COPY_NAME_MAX } from '@toufang/contracts';
import {
  COPY_TITLE_LIMIT,
  copyPromotionBlocker,
  copyTitlesError,
  UPDATE_SUCCESS_MESSAGE,
} from '@toufang/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Select } from 'antd';
import type { FormRule } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { LinkButton } from '../../../components/link-button';
import { rowTitle, type EditRow } from './edit-row';

/** What a copy of an ad takes: the source, the new ad's name and its titles. */
export interface CopyPromotionValues {
  advertiser_id: string;
  promotion_id: string;
  name: string;
  titles: string[];
}

export interface CopyPromotionButtonProps {
  /** The ad: its project's pricing and its creative count decide whether it may be copied. */
  row: EditRow;
  /** The source ad's titles, offered as the copy's titles. */
  titles?: readonly string[];
  /** Sends the copy. */
  onCopy: (values: CopyPromotionValues) => Promise<unknown>;
  /** Refreshes the list after a copy. */
  onDone?: () => void;
  disabled?: boolean;
}

interface FormValues {
  name: string;
  titles: string[];
}

const NAME_MAX = PROMOTION_COPY_NAME_MAX;
const COPY_SUFFIX = '-复制';

/** The default name of the copy: the original's with a suffix, cut to the name limit. */
export const defaultCopyName = (original: string): string =>
  `${[...original].slice(0, NAME_MAX - COPY_SUFFIX.length).join('')}${COPY_SUFFIX}`;

const titlesRule: FormRule = {
  validator: (_, titles: string[] | undefined) => {
    const error = copyTitlesError(titles ?? []);
    return error === undefined ? Promise.resolve() : Promise.reject(new Error(error));
  },
};

/**
 * 复制 of one ad (spec 001 §4 "Copy ad", §5 "Copy"): only ads of OCPM/OCPC projects with creatives
 * may be copied, with at most 10 titles.
 */
export function CopyPromotionButton({
  row,
  titles = [],
  onCopy,
  onDone,
  disabled = false,
}: CopyPromotionButtonProps) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);

  const start = () => {
    const blocker = copyPromotionBlocker({
      pricing: row.pricing,
      creativeCount: row.creative_count ?? 0,
    });
    if (blocker !== undefined) {
      void message.warning(blocker);
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <LinkButton disabled={disabled} onClick={start}>
        复制
      </LinkButton>
      {open ? (
        <CopyPromotionDialog
          row={row}
          titles={titles}
          onCopy={onCopy}
          onDone={onDone}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/** The copy's form, mounted while open (a page of ads holds a button per row). */
function CopyPromotionDialog({
  row,
  titles,
  onCopy,
  onDone,
  onClose,
}: Omit<CopyPromotionButtonProps, 'disabled'> & {
  titles: readonly string[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const copy = useMutation({
    mutationFn: (values: CopyPromotionValues) => onCopy(values),
    onSuccess: () => {
      void message.success(UPDATE_SUCCESS_MESSAGE);
      onClose();
      onDone?.();
    },
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (values === undefined) return;
    copy.mutate({
      advertiser_id: row.advertiser_id,
      promotion_id: row.id,
      name: values.name.trim(),
      titles: values.titles,
    });
  };

  return (
    <FormModal<FormValues>
      open
      title="复制广告"
      okText="复制"
      form={form}
      initialValues={{ name: defaultCopyName(row.name ?? row.id), titles: [...titles] }}
      saving={copy.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Form.Item label="复制来源">{rowTitle(row)}</Form.Item>
      <Form.Item
        name="name"
        label="广告名称"
        rules={[
          { required: true, whitespace: true, message: '请输入广告名称' },
          { max: NAME_MAX, message: `广告名称最多${NAME_MAX}个字` },
        ]}
      >
        <Input placeholder="请输入广告名称" />
      </Form.Item>
      <Form.Item name="titles" label={`标题（最多${COPY_TITLE_LIMIT}个）`} rules={[titlesRule]}>
        <Select mode="tags" placeholder="输入标题后回车" open={false} aria-label="标题" />
      </Form.Item>
    </FormModal>
  );
}
