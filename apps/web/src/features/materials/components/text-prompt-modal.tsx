import { Input, Modal } from 'antd';
import { useState } from 'react';

export interface TextPromptModalProps {
  title: string;
  label: string;
  initialValue?: string;
  placeholder?: string;
  maxLength?: number;
  /** Resolves when done; a rejection keeps the dialog open (the client has shown the error). */
  onSubmit: (value: string) => Promise<unknown>;
  onClose: () => void;
}

/** A dialog of one text field (new folder, rename, tags). Render it only while open. */
export function TextPromptModal({
  title,
  label,
  initialValue = '',
  placeholder,
  maxLength,
  onSubmit,
  onClose,
}: TextPromptModalProps) {
  const [value, setValue] = useState(initialValue);
  const [saving, setSaving] = useState(false);
  const submit = () => {
    setSaving(true);
    onSubmit(value)
      .then(onClose)
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };
  return (
    <Modal
      open
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <label>
        <div style={{ marginBottom: 8 }}>{label}</div>
        <Input
          autoFocus
          aria-label={label}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          onChange={(e) => setValue(e.target.value)}
          onPressEnter={submit}
        />
      </label>
    </Modal>
  );
}
