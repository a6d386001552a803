import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DepartmentAddBodySchema } from '@toufang/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { stubMatchMedia } from '../test/stub-match-media';
import { FormModal } from './form-modal';
import { useFormMutation } from './use-form-mutation';

beforeAll(stubMatchMedia);

afterEach(cleanup);

interface Values {
  name?: string;
}

function NameDialog(props: {
  send: (body: { name: string }) => Promise<unknown>;
  onSaved: () => void;
  submitOnEnter?: boolean;
}) {
  const [form] = Form.useForm<Values>();
  const { submit, saving } = useFormMutation({
    form,
    schema: DepartmentAddBodySchema,
    fields: ['name'],
    send: props.send,
    onSaved: props.onSaved,
  });
  return (
    <FormModal<Values>
      open
      title="新增部门"
      okText="保存"
      form={form}
      initialValues={{ name: '' }}
      saving={saving}
      onSubmit={() => void submit()}
      onClose={() => undefined}
      submitOnEnter={props.submitOnEnter}
    >
      <Form.Item
        name="name"
        label="部门名称"
        rules={[{ required: true, message: '请输入部门名称' }]}
      >
        <Input />
      </Form.Item>
    </FormModal>
  );
}

function renderDialog(props: Parameters<typeof NameDialog>[0]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NameDialog {...props} />
    </QueryClientProvider>,
  );
}

const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });

describe('FormModal with useFormMutation', () => {
  it('sends the body as the schema parses it, then reports the save', async () => {
    const send = vi.fn((_body: { name: string }) => Promise.resolve({ id: 1 }));
    const onSaved = vi.fn();
    renderDialog({ send, onSaved });
    fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '  华东一部 ' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ name: '华东一部' });
  });

  it('sends nothing while a field rule fails', async () => {
    const send = vi.fn(() => Promise.resolve(null));
    renderDialog({ send, onSaved: vi.fn() });
    fireEvent.click(saveButton());
    expect(await screen.findByText('请输入部门名称')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('puts a server validation problem under the field it names', async () => {
    const details = ['name：部门名称最多 32 个字'];
    const send = vi.fn(() =>
      Promise.reject(
        new ApiError(10001, '请求参数有误', '/api/config/department/add', '', details),
      ),
    );
    const onSaved = vi.fn();
    renderDialog({ send, onSaved });
    fireEvent.change(screen.getByLabelText('部门名称'), { target: { value: '华东一部' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('部门名称最多 32 个字')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it.each([
    { submitOnEnter: true, sends: 1 },
    { submitOnEnter: false, sends: 0 },
  ])('submits the form itself (Enter) when submitOnEnter is $submitOnEnter', async (c) => {
    const send = vi.fn(() => Promise.resolve(null));
    renderDialog({ send, onSaved: vi.fn(), submitOnEnter: c.submitOnEnter });
    const field = screen.getByLabelText('部门名称');
    fireEvent.change(field, { target: { value: '华东一部' } });
    fireEvent.submit(field.closest('form')!);
    // Validation runs asynchronously before onFinish: let it settle either way.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(send).toHaveBeenCalledTimes(c.sends);
  });
});
