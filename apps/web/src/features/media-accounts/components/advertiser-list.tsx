import { ImportOutlined, LinkOutlined, SyncOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { AdvertiserRow } from '@toufang/contracts';
import { App, Button, Card, Popconfirm } from 'antd';
import { useCallback, useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { ACCOUNT_KEYS, listAdvertisers, setAdvertiserStatus, syncNoteToCompanies } from '../api';
import {
  useAccountStatusChange,
  useAliasChange,
  useRefreshAccounts,
} from '../hooks/use-account-changes';
import { useAccountSync } from '../hooks/use-account-sync';
import { useAuthResult } from '../hooks/use-auth-result';
import { useAuthorize } from '../hooks/use-authorize';
import type { AccountsDefinition } from '../medium-definitions';
import { advertiserColumns } from './advertiser-columns';
import { AdvertiserFilters } from './advertiser-filters';
import type { AdvertiserFilterValues } from './advertiser-filters';
import { AssignGameModal } from './assign-game-modal';
import { ImportNotesModal } from './import-notes-modal';
import { NoteModal } from './note-modal';
import { SyncProgressAlert } from './sync-progress-alert';

interface GameDialog {
  open: boolean;
  ids: number[];
  currentGameId?: number | null;
  done?: () => void;
}

/**
 * An account authorization page (spec 000 §2 /userList: 头条 / 快手 / 腾讯账号): authorize accounts,
 * sync them, and keep this platform's settings on them (alias, note, game, switch).
 */
export function AdvertiserList({ definition }: { definition: AccountsDefinition }) {
  const { medium } = definition;
  const { message } = App.useApp();
  const [filters, setFilters] = useState<AdvertiserFilterValues>({ keyword: '' });
  const keyword = useDebouncedValue(filters.keyword);
  const query = usePagedQuery<AdvertiserRow>({
    queryKey: ACCOUNT_KEYS.list(medium),
    fetchPage: (params, signal) => listAdvertisers(definition, params, signal),
    filters: { ...filters, keyword },
  });
  const refresh = useRefreshAccounts();
  const { authorize, starting } = useAuthorize(medium);
  const sync = useAccountSync(definition);
  const [syncDismissed, setSyncDismissed] = useState<string>();
  const statusChange = useAccountStatusChange();
  const alias = useAliasChange();
  const [noteDialog, setNoteDialog] = useState<{ open: boolean; row?: AdvertiserRow }>({
    open: false,
  });
  const [gameDialog, setGameDialog] = useState<GameDialog>({ open: false, ids: [] });
  const [importOpen, setImportOpen] = useState(false);

  const onAuthorized = useCallback(() => void refresh(), [refresh]);
  useAuthResult({ platform: definition.platform, onAuthorized, authorize });

  const batchStatus = useMutation({
    mutationFn: ({ ids, status }: { ids: number[]; status: 0 | 1; done: () => void }) =>
      setAdvertiserStatus(ids, status),
    onSuccess: async (_data, { ids, status, done }) => {
      void message.success(`已${status === 1 ? '启用' : '禁用'} ${ids.length} 个账户`);
      done();
      await refresh();
    },
  });
  const noteSync = useMutation({
    mutationFn: ({ ids }: { ids: number[]; done: () => void }) => syncNoteToCompanies(ids),
    onSuccess: async (result, { done }) => {
      const skipped = result.skipped.length
        ? `，${result.skipped.length} 个所选账户无主体或备注已跳过`
        : '';
      void message.success(`已将备注同步到 ${result.updated} 个同主体账户${skipped}`);
      done();
      await refresh();
    },
  });

  const columns = advertiserColumns({
    definition,
    statusChange,
    aliasSavingId: alias.pendingId,
    onAliasSave: (row, value) => alias.save(row.id, value),
    onEditNote: (row) => setNoteDialog({ open: true, row }),
    onAssignGame: (row) =>
      setGameDialog({ open: true, ids: [row.id], currentGameId: row.game?.id ?? null }),
    onReauthorize: authorize,
  });
  const progress = sync.progress;
  const showProgress =
    progress !== null && (progress.state === 'running' || syncDismissed !== progress.started_at);

  return (
    <Card title={definition.title} variant="borderless">
      <ListToolbar
        filters={
          <AdvertiserFilters idLabel={definition.idLabel} value={filters} onChange={setFilters} />
        }
        actions={
          <>
            <Button icon={<ImportOutlined />} onClick={() => setImportOpen(true)}>
              导入备注
            </Button>
            <Button
              icon={<SyncOutlined spin={sync.running} />}
              loading={false}
              disabled={sync.running}
              onClick={sync.start}
            >
              {sync.running ? '同步中' : '同步账户'}
            </Button>
            <Button type="primary" icon={<LinkOutlined />} loading={starting} onClick={authorize}>
              授权账户
            </Button>
          </>
        }
      />
      {showProgress ? (
        <SyncProgressAlert
          progress={progress}
          onClose={() => setSyncDismissed(progress.started_at)}
        />
      ) : null}
      <PagedTable<AdvertiserRow>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 'max-content' }}
        emptyText={`暂无账户，点击「授权账户」从${definition.platform}授权`}
        batchActions={({ selectedKeys, clearSelection }) => {
          const ids = selectedKeys.map(Number);
          return (
            <>
              <Button
                loading={batchStatus.isPending}
                onClick={() => batchStatus.mutate({ ids, status: 1, done: clearSelection })}
              >
                批量启用
              </Button>
              <Popconfirm
                title={`确认禁用所选 ${ids.length} 个账户？`}
                description="禁用后不再同步这些账户，也不在投放中提供"
                okText="确认禁用"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={() => batchStatus.mutate({ ids, status: 0, done: clearSelection })}
              >
                <Button danger>批量禁用</Button>
              </Popconfirm>
              <Button onClick={() => setGameDialog({ open: true, ids, done: clearSelection })}>
                分配游戏
              </Button>
              <Popconfirm
                title="同步备注到同主体账户？"
                description="所选账户的备注将复制到同一主体（公司）下你可管理的其他账户"
                okText="同步"
                cancelText="取消"
                onConfirm={() => noteSync.mutate({ ids, done: clearSelection })}
              >
                <Button type="primary" loading={noteSync.isPending}>
                  同步备注
                </Button>
              </Popconfirm>
            </>
          );
        }}
      />
      <NoteModal
        open={noteDialog.open}
        account={noteDialog.row}
        onClose={() => setNoteDialog((current) => ({ ...current, open: false }))}
      />
      <AssignGameModal
        open={gameDialog.open}
        ids={gameDialog.ids}
        currentGameId={gameDialog.currentGameId}
        onClose={() => setGameDialog((current) => ({ ...current, open: false }))}
        onDone={gameDialog.done}
      />
      <ImportNotesModal open={importOpen} medium={medium} onClose={() => setImportOpen(false)} />
    </Card>
  );
}
