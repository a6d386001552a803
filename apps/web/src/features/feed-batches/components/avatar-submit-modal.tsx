import { useQueryClient } from '@tanstack/react-query';
import { AvatarSubmitBodySchema, type BatchCreated } from '@toufang/contracts';
import { App, Form } from 'antd';
import { useRef } from 'react';
import { FormModal } from '../../../components/form-modal';
import { useFormMutation } from '../../../components/use-form-mutation';
import { FEED_BATCH_KEYS, submitAvatars } from '../api';
import type { PickedAvatar } from '../avatar-file';
import { AccountPicker } from './account-picker';
import { AvatarImageInput } from './avatar-image-input';

interface AvatarFormValues {
  image?: PickedAvatar;
  advertiser_ids?: string[];
}

const FIELDS = ['image', 'advertiser_ids'] as const;

export interface AvatarSubmitModalProps {
  open: boolean;
  onClose: () => void;
  onCreated?: (created: BatchCreated) => void;
}

/** 设置头像: one image set as the avatar of every chosen account (the medium reviews each). */
export function AvatarSubmitModal({ open, onClose, onCreated }: AvatarSubmitModalProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AvatarFormValues>();
  const created = useRef<BatchCreated>(undefined);
  const mutation = useFormMutation({
    form,
    schema: AvatarSubmitBodySchema,
    fields: FIELDS,
    toBody: (values) => ({
      advertiser_ids: values.advertiser_ids ?? [],
      image: values.image
        ? { filename: values.image.filename, content_base64: values.image.content_base64 }
        : undefined,
    }),
    send: async (body) => (created.current = await submitAvatars(body)),
    onSaved: () => {
      const result = created.current;
      if (!result) return;
      message.success(`已提交头像任务，共 ${result.item_count} 个账户，提交后由媒体审核`);
      void queryClient.invalidateQueries({ queryKey: FEED_BATCH_KEYS.batches('avatar') });
      onCreated?.(result);
      onClose();
    },
  });

  return (
    <FormModal<AvatarFormValues>
      open={open}
      title="设置头像"
      okText="提交任务"
      width={860}
      form={form}
      initialValues={{ advertiser_ids: [] }}
      saving={mutation.saving}
      onSubmit={() => void mutation.submit()}
      onClose={onClose}
    >
      <Form.Item name="image" label="头像图片" required>
        <AvatarImageInput />
      </Form.Item>
      <Form.Item name="advertiser_ids" label="选择账户" required>
        <AccountPicker withAvatar />
      </Form.Item>
    </FormModal>
  );
}
