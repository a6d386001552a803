import { Form, Modal } from 'antd';
import type { FormInstance, FormProps } from 'antd';
import type { ReactNode } from 'react';

export interface FormModalProps<Values> {
  open: boolean;
  title: ReactNode;
  /** The confirm button's text, e.g. 保存. */
  okText: string;
  width?: number;
  form: FormInstance<Values>;
  initialValues?: FormProps<Values>['initialValues'];
  /** The save is under way: the confirm button spins. */
  saving: boolean;
  /** The confirm button; validating is up to the caller. */
  onSubmit: () => void;
  onClose: () => void;
  /** Enter in a field submits too (dialogs of a single text field). */
  submitOnEnter?: boolean;
  /** A click beside the dialog closes it; off by default, so a stray click loses no typing. */
  maskClosable?: boolean;
  /** The form's items. */
  children: ReactNode;
}

/**
 * A dialog holding one vertical form. Closing it destroys the form and drops what was typed, so the
 * next opening starts from `initialValues` again.
 */
export function FormModal<Values>({
  open,
  title,
  okText,
  width,
  form,
  initialValues,
  saving,
  onSubmit,
  onClose,
  submitOnEnter = false,
  maskClosable = false,
  children,
}: FormModalProps<Values>) {
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText}
      onOk={onSubmit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      mask={maskClosable ? undefined : { closable: false }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        clearOnDestroy
        initialValues={initialValues}
        onFinish={submitOnEnter ? onSubmit : undefined}
        style={{ marginTop: 16 }}
      >
        {children}
      </Form>
    </Modal>
  );
}
