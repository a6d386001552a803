import { Flex, Segmented } from 'antd';
import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { BYTEDANCE_V2_WIZARD } from '../definitions/bytedance-v2-wizard';
import { BYTEDANCE_WIZARD } from '../definitions/bytedance-wizard';
import { KUAISHOU_WIZARD } from '../definitions/kuaishou-wizard';
import { TENCENT_V2_WIZARD } from '../definitions/tencent-v2-wizard';
import { TENCENT_WIZARD } from '../definitions/tencent-wizard';
import { CreationTaskPage } from '../tasks/creation-task-page';
import { CreationWizard } from '../wizard/creation-wizard';
import type { WizardDefinition } from '../wizard/wizard-definition';

/** A wizard's page (`…/:id`, the id an earlier task to start from). */
function wizardPage(definition: WizardDefinition): ComponentType {
  return function WizardPage() {
    const { id } = useParams();
    const taskId = id !== undefined && /^[1-9]\d*$/.test(id) ? Number(id) : undefined;
    return <CreationWizard key={taskId ?? 0} definition={definition} sourceTaskId={taskId} />;
  };
}

/**
 * A task page of one or more wizards of a medium: with several, a switch (`?family=`) picks whose
 * tasks are listed, the first by default.
 */
function taskPage(families: readonly [WizardDefinition, ...WizardDefinition[]]): ComponentType {
  return function TaskPage() {
    const [params, setParams] = useSearchParams();
    const chosen = families.find((d) => d.medium === params.get('family')) ?? families[0];
    return (
      <Flex vertical gap={12}>
        {families.length > 1 ? (
          <Segmented
            value={chosen.medium}
            options={families.map((d) => ({ value: d.medium, label: d.title }))}
            onChange={(medium) => setParams({ family: String(medium) }, { replace: true })}
          />
        ) : null}
        <CreationTaskPage key={chosen.medium} definition={chosen} />
      </Flex>
    );
  };
}

/** 程序化批量V3 `/transConfig/aiCreateTtV3/:id`. */
export const BytedanceWizardPage = wizardPage(BYTEDANCE_WIZARD);
/** 程序化批量 `/transConfig/aiCreateTt/:id` and `/transConfig/aiCreate/:id` (the v2 API). */
export const BytedanceV2WizardPage = wizardPage(BYTEDANCE_V2_WIZARD);
/** 批量任务 `/transConfig/release/v2/experience`: the v3 wizard's tasks and the v2 one's. */
export const BytedanceTaskPage = taskPage([BYTEDANCE_WIZARD, BYTEDANCE_V2_WIZARD]);

/** 程序化批量 `/transConfigKs/ksaiCreate/:id` and 批量任务 `/transConfigKs/releaseKs`. */
export const KuaishouWizardPage = wizardPage(KUAISHOU_WIZARD);
export const KuaishouTaskPage = taskPage([KUAISHOU_WIZARD]);

/** 程序化批量V3 `/transConfigQq/aiCreateQqV3/:id` and 批量任务 `/transConfigQq/releaseQqV3`. */
export const TencentWizardPage = wizardPage(TENCENT_WIZARD);
export const TencentTaskPage = taskPage([TENCENT_WIZARD]);

/**
 * 程序化批量 `/transConfigQq/aiCreateQq/:id`, 程序化批量V2 `/transConfigQq/aiCreateQqV2/:id` (the v1.3
 * API) and 批量任务V2 `/transConfigQq/releaseQqV2`.
 */
export const TencentV2WizardPage = wizardPage(TENCENT_V2_WIZARD);
export const TencentV2TaskPage = taskPage([TENCENT_V2_WIZARD]);
