import { useMutation } from '@tanstack/react-query';
import { CREATION_PRESET_KINDS, type CreationPresetKind } from '@toufang/contracts';
import { App, Button, Flex, Form } from 'antd';
import { getPreinstall, savePreinstall } from '../api';
import { valueAt } from '../definitions/shared-fields';
import { errorText } from '../error-text';
import { applyPreset, presetContent } from './presets';
import type { FieldGroup, WizardDefinition } from './wizard-definition';
import type { WizardValues } from './wizard-values';

export interface PresetActionsProps {
  definition: WizardDefinition;
  group: FieldGroup & { preset: CreationPresetKind };
  /** The draft changed by an applied preset. */
  onApplied: () => void;
}

/**
 * 存为预设 / 套用预设 on a group of a settings step (spec 002 §3 "Preinstall"): the operator's own
 * preset of that kind for this wizard, one each, replaced when saved again.
 */
export function PresetActions({ definition, group, onApplied }: PresetActionsProps) {
  const form = Form.useFormInstance<WizardValues>();
  const { message, modal } = App.useApp();
  const label = CREATION_PRESET_KINDS[group.preset];
  const current = () => form.getFieldsValue(true) as WizardValues;

  const save = useMutation({
    mutationFn: () =>
      savePreinstall(definition.medium, {
        type: group.preset,
        content: presetContent(group, current()),
      }),
    onSuccess: () => void message.success(`已保存为我的「${label}」预设`),
    onError: (error) => void message.error(errorText(error)),
  });
  const apply = useMutation({
    mutationFn: () => getPreinstall(definition.medium, group.preset),
    onSuccess: (preset) => {
      if (!preset.content) {
        void message.info(`还没有保存「${label}」预设`);
        return;
      }
      const outcome = applyPreset(definition.schema, group, current(), preset.content);
      form.setFields(
        outcome.applied.map((name) => ({
          name: [...name],
          value: valueAt(outcome.values, name),
          errors: [],
        })),
      );
      onApplied();
      if (outcome.refused.length > 0) {
        void message.warning(
          `已套用「${label}」预设，以下设置不再可用，保持原值：${outcome.refused.join('、')}`,
        );
      } else {
        void message.success(`已套用「${label}」预设`);
      }
    },
  });

  return (
    <Flex gap={4}>
      <Button
        size="small"
        type="link"
        aria-label={`套用预设：${group.title}`}
        loading={apply.isPending}
        onClick={() => apply.mutate()}
      >
        套用预设
      </Button>
      <Button
        size="small"
        type="link"
        aria-label={`存为预设：${group.title}`}
        loading={save.isPending}
        onClick={() =>
          modal.confirm({
            title: `保存为我的「${label}」预设？`,
            content: '之后的任务可一键套用；已有的同类预设将被替换。',
            okText: '保存',
            cancelText: '取消',
            onOk: () => save.mutateAsync().catch(() => undefined),
          })
        }
      >
        存为预设
      </Button>
    </Flex>
  );
}
