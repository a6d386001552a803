import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import type { FormInstance } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { PASSWORD_MISMATCH } from '../password-rules';
import { PasswordFields } from './password-fields';

beforeAll(stubMatchMedia);

afterEach(cleanup);

function renderFields(label: string) {
  let form: FormInstance | undefined;
  function Host() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance}>
        <PasswordFields label={label} />
      </Form>
    );
  }
  render(<Host />);
  return () => form!;
}

describe('PasswordFields', () => {
  it.each([
    ['密码', '确认密码', '请再次输入密码'],
    ['新密码', '确认新密码', '请再次输入新密码'],
  ])('labels the password %s and its confirmation %s', (label, confirmLabel, confirmHint) => {
    renderFields(label);
    expect(screen.getByLabelText(label).getAttribute('placeholder')).toBe(`请输入${label}`);
    expect(screen.getByLabelText(confirmLabel).getAttribute('placeholder')).toBe(confirmHint);
  });

  it('rejects a confirmation that differs from the password', async () => {
    const form = renderFields('新密码');
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'abc12345' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'abc12346' } });
    await act(async () => {
      await form()
        .validateFields()
        .catch(() => undefined);
    });
    expect(await screen.findByText(PASSWORD_MISMATCH)).toBeTruthy();
  });
});
