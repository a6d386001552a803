import { NOTE_MAX_LENGTH, SetNoteBodySchema } from '@toufang/contracts';
import type { AdvertiserRow } from '@toufang/contracts';
import { App, Form, Input } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { useFormMutation } from '../../../components/use-form-mutation';
import { accountLabel } from '../account-labels';
import { setNote } from '../api';
import { useRefreshAccounts } from '../hooks/use-account-changes';

const FIELDS = ['note'] as const;

interface NoteValues {
  note?: string;
}

export interface NoteModalProps {
  open: boolean;
  account: AdvertiserRow | undefined;
  onClose: () => void;
}

/** 编辑备注: our own note on one account (the media have none); empty clears it. */
export function NoteModal({ open, account, onClose }: NoteModalProps) {
  const [form] = Form.useForm<NoteValues>();
  const { message } = App.useApp();
  const refresh = useRefreshAccounts();
  const { submit, saving } = useFormMutation({
    form,
    schema: SetNoteBodySchema,
    fields: FIELDS,
    toBody: (values) => ({ id: account?.id, note: values.note ?? '' }),
    send: ({ id, note }) => setNote(id, note),
    onSaved: async () => {
      void message.success('备注已保存');
      onClose();
      await refresh();
    },
  });
  return (
    <FormModal<NoteValues>
      open={open}
      title={account ? `编辑备注：${accountLabel(account)}` : '编辑备注'}
      okText="保存"
      form={form}
      initialValues={{ note: account?.note ?? '' }}
      saving={saving}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Form.Item name="note" label="备注" extra="仅保存在本平台，不会同步到媒体；留空则清除备注">
        <Input.TextArea
          rows={5}
          maxLength={NOTE_MAX_LENGTH}
          showCount
          placeholder="请输入备注"
          autoFocus
        />
      </Form.Item>
    </FormModal>
  );
}
