import { useMutation } from '@tanstack/react-query';
import type { FeedUpdateAnswer } from '@toufang/contracts';
import {
  DELETE_CANCELLED_MESSAGE,
  DELETE_SUCCESS_MESSAGE,
  UPDATE_SUCCESS_MESSAGE,
} from '@toufang/domain';
import type { OptStatus } from '@toufang/domain';
import { App } from 'antd';
import { useCallback } from 'react';
import type { Key } from 'react';
import { firstUpdateError, postRowUpdate } from '../api-updates';
import { statusCall } from '../edit/status-calls';
import type { StatusWrites } from '../edit/edit-tab';
import type { DeliveryRow, TabDefinition } from '../delivery-definition';

function writesOf(tab: TabDefinition): StatusWrites {
  if (tab.edit.status === undefined) throw new Error(`the ${tab.key} tab has no switch`);
  return tab.edit.status;
}

/** A row's delete: its own call, else the status writes' delete of that one row. */
function deleteCall(
  tab: TabDefinition,
  remove: NonNullable<TabDefinition['deleteRow']>,
  row: DeliveryRow,
): Promise<FeedUpdateAnswer> {
  if (remove.call !== undefined) return remove.call(row);
  const call = statusCall(writesOf(tab), tab.edit.keyFields, 'DELETE', [tab.editRow(row)]);
  if (call === undefined) throw new Error(`the ${tab.key} tab does not delete this row`);
  return postRowUpdate(call);
}

export interface RowActions {
  switchRow: (row: DeliveryRow, optStatus: OptStatus) => void;
  deleteRow: (row: DeliveryRow) => void;
  pendingKey: Key | undefined;
}

/**
 * The switch and delete of one row (spec 001 §4, §8): 更新成功 / 删除成功, the first row error of
 * the answer otherwise, 已取消删除 when the confirm is dismissed; the list reloads after a change.
 */
export function useRowActions(tab: TabDefinition, reload: () => Promise<unknown>): RowActions {
  const { message, modal } = App.useApp();

  const settle = useCallback(
    async (answer: FeedUpdateAnswer, success: string) => {
      const error = firstUpdateError(answer);
      if (error === undefined) void message.success(success);
      else void message.error(error);
      await reload();
    },
    [message, reload],
  );

  const switching = useMutation({
    mutationFn: ({ row, optStatus }: { row: DeliveryRow; optStatus: OptStatus }) => {
      const call = statusCall(writesOf(tab), tab.edit.keyFields, optStatus, [tab.editRow(row)]);
      if (call === undefined) throw new Error(`the ${tab.key} tab does not switch this row`);
      return postRowUpdate(call);
    },
    onSuccess: (answer) => settle(answer, UPDATE_SUCCESS_MESSAGE),
  });

  const deleteRow = useCallback(
    (row: DeliveryRow) => {
      const remove = tab.deleteRow;
      if (remove === undefined) return;
      modal.confirm({
        title: '提示',
        content: remove.confirm,
        okText: '确定',
        cancelText: '取消',
        okButtonProps: { danger: true },
        onOk: async () => {
          // A refused delete (e.g. 全部失败) was shown by the API client with the medium's reason.
          const answer = await deleteCall(tab, remove, row).catch(() => undefined);
          if (answer === undefined) await reload();
          else await settle(answer, DELETE_SUCCESS_MESSAGE);
        },
        onCancel: () => void message.info(DELETE_CANCELLED_MESSAGE),
      });
    },
    [tab, modal, message, settle, reload],
  );
  const { mutate } = switching;
  const switchRow = useCallback(
    (row: DeliveryRow, optStatus: OptStatus) => mutate({ row, optStatus }),
    [mutate],
  );

  return {
    switchRow,
    deleteRow,
    pendingKey: switching.isPending ? tab.rowKey(switching.variables.row) : undefined,
  };
}
