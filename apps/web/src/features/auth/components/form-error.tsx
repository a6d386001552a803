import { Alert } from 'antd';

/** A server error under a login form; multi-line messages keep their line breaks. */
export function FormError({ text }: { text: string | undefined }) {
  if (text === undefined) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={<span style={{ whiteSpace: 'pre-line' }}>{text}</span>}
      style={{ marginTop: 16 }}
    />
  );
}
