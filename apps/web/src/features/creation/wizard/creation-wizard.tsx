import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Spin, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fetchTask } from '../api';
import { errorText } from '../error-text';
import { AccountsStep } from './steps/accounts-step';
import { ConvertStep } from './steps/convert-step';
import { CreativeStep } from './steps/creative-step';
import { FieldGroups } from './steps/field-groups';
import { PreviewStep } from './steps/preview-step';
import { SubmitStep } from './steps/submit-step';
import { TemplateBar } from './template-bar';
import { useWizardState } from './use-wizard-state';
import type { WizardDefinition, WizardStepKind } from './wizard-definition';
import { WIZARD_STEP_KINDS } from './wizard-definition';
import { checkStep, firstUnchecked, initialState, STEP_COUNT, stepKind } from './wizard-state';
import type { StepIssue, WizardState } from './wizard-state';
import { fromDraft, toDraft } from './wizard-values';
import type { WizardValues } from './wizard-values';

export interface CreationWizardProps {
  definition: WizardDefinition;
  /** The route's `{id}`: an earlier task to start from; `0` the session's draft. */
  sourceTaskId: number | undefined;
}

function stepTitle(definition: WizardDefinition, kind: WizardStepKind): string {
  switch (kind) {
    case 'accounts':
      return '选择账户';
    case 'convert':
      return '转化与应用';
    case 'level1':
      return definition.stepTitles.level1;
    case 'level2':
      return definition.stepTitles.level2;
    case 'creative':
      return '素材与标题';
    case 'rules':
      return '命名与分配';
    case 'preview':
      return '预览';
    case 'submit':
      return '提交';
  }
}

/** The earlier task's draft as its submit kept it (the creation task's `params.draft`). */
function taskDraft(params: unknown): Record<string, unknown> | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const draft = (params as Record<string, unknown>).draft;
  return typeof draft === 'object' && draft !== null
    ? (draft as Record<string, unknown>)
    : undefined;
}

/**
 * The creation wizard of every medium (spec 002 §4 "Wizard"), driven by the medium's definition:
 * numbered steps from 1, each checked against the medium's draft schema before the next opens, the
 * draft in the session (spec 002 §3), templates, preview with the server's per-row checks, submit
 * and the task's progress.
 */
export function CreationWizard({ definition, sourceTaskId }: CreationWizardProps) {
  const { message } = App.useApp();
  const { state, update, changeValues, reset } = useWizardState(definition);
  const [form] = Form.useForm<WizardValues>();
  const [issues, setIssues] = useState<StepIssue[]>([]);
  const kind = stepKind(state.currentStep);
  const source = sourceTaskId ? `task:${sourceTaskId}` : null;

  // An earlier task to start from (spec 002 §4): loaded once; a failed load resets the draft.
  const task = useQuery({
    queryKey: ['creation', definition.medium, 'source-task', sourceTaskId],
    queryFn: ({ signal }) => fetchTask(sourceTaskId ?? 0, signal),
    enabled: source !== null && state.source !== source,
    retry: false,
  });
  useEffect(() => {
    if (source === null || state.source === source) return;
    if (task.isError) {
      const fresh = reset();
      form.setFieldsValue(fresh.values);
      update((current) => ({ ...current, source }));
      void message.error(`无法读取任务 ${sourceTaskId} 的配置，已重置为默认设置`);
    } else if (task.data) {
      const draft = taskDraft(task.data.params);
      const values = draft
        ? fromDraft(definition.medium, definition.schema, draft)
        : initialState(definition).values;
      form.setFieldsValue(values);
      update(() => ({ ...initialState(definition), values, source }));
      if (draft) void message.success(`已从任务「${task.data.title}」载入配置`);
      else void message.error(`任务 ${sourceTaskId} 没有可用的配置，已重置为默认设置`);
    }
  }, [
    definition,
    form,
    message,
    reset,
    source,
    sourceTaskId,
    state.source,
    task.data,
    task.isError,
    update,
  ]);

  const values = () => form.getFieldsValue(true) as WizardValues;
  const loadValues = (next: WizardState) => {
    form.resetFields();
    form.setFieldsValue(next.values);
    setIssues([]);
  };

  const goTo = (step: number) => {
    if (step > state.currentStep) {
      for (let i = state.currentStep; i < step; i += 1) {
        const found = checkStep(definition, stepKind(i), values());
        if (found.length > 0) {
          setIssues(found);
          form.setFields(found.map((issue) => ({ name: issue.field, errors: [issue.message] })));
          update((current) => ({ ...current, currentStep: i }));
          return;
        }
        update((current) => ({
          ...current,
          checked: current.checked.map((flag, index) => (index === i - 1 ? true : flag)),
        }));
      }
    }
    setIssues([]);
    update((current) => ({
      ...current,
      currentStep: step,
      configId:
        WIZARD_STEP_KINDS[step - 1] === 'preview' || WIZARD_STEP_KINDS[step - 1] === 'submit'
          ? (current.configId ?? crypto.randomUUID())
          : current.configId,
    }));
  };

  const presets = { definition, onApplied: () => changeValues(values()) };
  const body = (() => {
    switch (kind) {
      case 'accounts':
        return <AccountsStep definition={definition} />;
      case 'convert':
        return (
          <ConvertStep
            definition={definition}
            form={form}
            onApply={(next) => {
              form.setFieldsValue(next);
              changeValues(values());
            }}
          />
        );
      case 'level1':
        return <FieldGroups groups={definition.level1} presets={presets} />;
      case 'level2':
        return <FieldGroups groups={definition.level2} presets={presets} />;
      case 'creative':
        return (
          <CreativeStep
            definition={definition}
            gameId={
              (state.values.convert as { gad_cfg_game_id?: number | null } | undefined)
                ?.gad_cfg_game_id ?? undefined
            }
          />
        );
      case 'rules':
        return <FieldGroups groups={definition.rules} presets={presets} />;
      case 'preview':
        return <PreviewStep definition={definition} draft={toDraft(state.values)} />;
      case 'submit':
        return (
          <SubmitStep
            definition={definition}
            draft={toDraft(state.values)}
            state={state}
            onSubmitted={(submitted) => update((current) => ({ ...current, submitted }))}
            onStartOver={() => loadValues(reset())}
          />
        );
    }
  })();

  const loading = source !== null && state.source !== source && task.isLoading;
  const unchecked = firstUnchecked(state, state.currentStep);
  const submitted = state.submitted !== null;

  return (
    <Card
      variant="borderless"
      title={definition.title}
      extra={
        <TemplateBar
          definition={definition}
          values={values}
          templateId={state.templateId}
          templateName={state.templateName}
          onLoad={(template) => {
            const next: WizardState = {
              ...initialState(definition),
              values: fromDraft(definition.medium, definition.schema, template.content),
              templateId: template.id,
              templateName: template.name,
              source: state.source,
            };
            update(() => next);
            loadValues(next);
            void message.success(`已载入模板「${template.name}」`);
          }}
          onSaved={(template) =>
            update((current) => ({
              ...current,
              templateId: template.id,
              templateName: template.name,
            }))
          }
          onReset={() => loadValues(reset())}
        />
      }
    >
      <Spin spinning={loading} description="正在载入任务配置">
        <Steps
          size="small"
          current={state.currentStep - 1}
          onChange={submitted ? undefined : (index) => goTo(index + 1)}
          items={WIZARD_STEP_KINDS.map((step, index) => ({
            title: stepTitle(definition, step),
            status:
              index + 1 === state.currentStep
                ? 'process'
                : state.checked[index]
                  ? 'finish'
                  : 'wait',
          }))}
          style={{ marginBottom: 24 }}
        />
        {issues.length > 0 ? (
          <Alert
            type="error"
            showIcon
            title="请先修改以下问题"
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {issues.map((issue) => (
                  <li key={`${issue.field.join('.')}:${issue.message}`}>{issue.message}</li>
                ))}
              </ul>
            }
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {unchecked !== undefined && kind !== 'submit' ? (
          <Typography.Paragraph type="secondary">
            第 {unchecked} 步尚未确认，进入下一步时会一并检查。
          </Typography.Paragraph>
        ) : null}
        {task.isError && state.source === source ? (
          <Alert type="warning" showIcon title={errorText(task.error)} />
        ) : null}
        <Form<WizardValues>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '140px' }}
          initialValues={state.values}
          onValuesChange={() => {
            setIssues([]);
            changeValues(values());
          }}
        >
          <div style={{ minHeight: 320 }}>{body}</div>
        </Form>
        {kind === 'submit' && submitted ? null : (
          <Flex justify="space-between" style={{ marginTop: 24 }}>
            <Button disabled={state.currentStep === 1} onClick={() => goTo(state.currentStep - 1)}>
              上一步
            </Button>
            <Typography.Text type="secondary">
              第 {state.currentStep} / {STEP_COUNT} 步
            </Typography.Text>
            {state.currentStep < STEP_COUNT ? (
              <Button type="primary" onClick={() => goTo(state.currentStep + 1)}>
                下一步
              </Button>
            ) : (
              <span />
            )}
          </Flex>
        )}
      </Spin>
    </Card>
  );
}
