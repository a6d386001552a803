import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreationDraftInput } from '@toufang/contracts';
import { CREATION_SUBMIT_ABILITY, FINISHED_TASK_STATUSES } from '@toufang/contracts';
import { Alert, Button, Flex, Progress, Result, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../../stores/session-store';
import { countDraft, creationKey, fetchTask, submitDraft } from '../../api';
import { errorText } from '../../error-text';
import type { WizardDefinition } from '../wizard-definition';
import type { WizardState } from '../wizard-state';
import { countsText, submitRefusal } from './preview-step';

const POLL_MS = 2000;

/** 剩余约 N 分钟 / N 秒. */
function etaText(seconds: number | null): string {
  if (seconds === null) return '';
  return seconds >= 60
    ? `，预计还需约 ${Math.ceil(seconds / 60)} 分钟`
    : `，预计还需约 ${seconds} 秒`;
}

/**
 * Step 8: submits the previewed draft as one creation task (spec 002 §7 submit), then follows the
 * task's progress until it finishes.
 */
export function SubmitStep({
  definition,
  draft,
  state,
  onSubmitted,
  onStartOver,
}: {
  definition: WizardDefinition;
  draft: CreationDraftInput;
  state: WizardState;
  onSubmitted: (submitted: NonNullable<WizardState['submitted']>) => void;
  onStartOver: () => void;
}) {
  const navigate = useNavigate();
  const maySubmit = useSessionStore((s) => s.privileges.includes(CREATION_SUBMIT_ABILITY));
  const counts = useQuery({
    queryKey: creationKey(definition.medium, 'count', JSON.stringify(draft)),
    queryFn: () => countDraft(definition.medium, draft),
    enabled: state.submitted === null,
  });
  const submit = useMutation({
    mutationFn: () =>
      submitDraft(definition.medium, {
        config_id: state.configId ?? crypto.randomUUID(),
        template_id: state.templateId,
        preview_data: draft,
      }),
    onSuccess: (answer) =>
      onSubmitted({
        task_id: answer.task_id,
        config_id: answer.config_id,
        item_count: answer.item_count,
      }),
  });
  const taskId = state.submitted?.task_id;
  const task = useQuery({
    queryKey: creationKey(definition.medium, 'task', taskId),
    queryFn: ({ signal }) => fetchTask(taskId ?? 0, signal),
    enabled: taskId !== undefined,
    refetchInterval: (query) =>
      query.state.data && FINISHED_TASK_STATUSES.includes(query.state.data.status)
        ? false
        : POLL_MS,
  });

  if (state.submitted !== null) {
    const progress = task.data?.progress;
    const finished = task.data !== undefined && FINISHED_TASK_STATUSES.includes(task.data.status);
    const failed = progress ? progress.counts.failed + progress.counts.cancelled : 0;
    return (
      <Result
        status={!finished ? 'info' : failed > 0 ? 'warning' : 'success'}
        title={
          !finished
            ? `正在创建 ${state.submitted.item_count} 个对象`
            : failed > 0
              ? `创建完成，${failed} 个未成功`
              : '全部创建成功'
        }
        subTitle={
          progress
            ? `已完成 ${progress.done} / ${progress.total}${finished ? '' : etaText(progress.eta_seconds)}`
            : '任务已提交'
        }
        extra={
          <Flex vertical gap={16} align="center">
            <Progress
              percent={progress?.percent ?? 0}
              status={finished ? (failed > 0 ? 'exception' : 'success') : 'active'}
              style={{ width: 420 }}
              aria-label="创建进度"
            />
            <Flex gap={8}>
              <Button
                type="primary"
                onClick={() => navigate(definition.taskLink(state.submitted?.task_id ?? 0))}
              >
                查看任务明细
              </Button>
              <Button
                disabled={!finished}
                onClick={() => navigate(definition.deliveryPath(state.submitted?.task_id ?? 0))}
              >
                在投放管理中查看
              </Button>
              <Button onClick={onStartOver}>新建批量</Button>
            </Flex>
          </Flex>
        }
      />
    );
  }

  const refusal = submitRefusal(counts.data);
  return (
    <Flex vertical gap={16} align="flex-start">
      {counts.isError ? (
        <Alert type="error" showIcon title="统计失败" description={errorText(counts.error)} />
      ) : null}
      {counts.data ? (
        <Typography.Title level={5} aria-label="提交数量">
          {countsText(counts.data)}
        </Typography.Title>
      ) : null}
      {counts.data && refusal ? <Alert type="warning" showIcon title={refusal} /> : null}
      {maySubmit ? null : (
        <Alert type="info" showIcon title="提交创建需要「程序化批量V3」权限，请联系管理员开通" />
      )}
      {submit.isError ? (
        <Alert type="error" showIcon title="提交失败" description={errorText(submit.error)} />
      ) : null}
      <Button
        type="primary"
        size="large"
        loading={submit.isPending}
        disabled={!maySubmit || counts.isLoading || refusal !== undefined}
        onClick={() => submit.mutate()}
      >
        提交创建
      </Button>
    </Flex>
  );
}
