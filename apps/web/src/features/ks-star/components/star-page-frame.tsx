import { Button, Card, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { StarAccountState } from './use-star-account';

export interface StarPageFrameProps {
  title: string;
  account: StarAccountState;
  extra?: ReactNode;
  /** The page's content for the chosen account. */
  children: (advertiserId: string) => ReactNode;
}

/**
 * A 磁力聚星 page: its card, and the states before an account can be read — loading the accounts,
 * failing to, or none in the user's data scope.
 */
export function StarPageFrame({ title, account, extra, children }: StarPageFrameProps) {
  let body: ReactNode;
  if (account.isLoading) {
    body = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  } else if (account.isError) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="快手账户加载失败">
        <Button size="small" onClick={account.refetch}>
          重新加载
        </Button>
      </Empty>
    );
  } else if (account.advertiserId === undefined) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="暂无可查看的快手账户，请联系管理员为你分配游戏或授权账户"
      />
    );
  } else {
    body = children(account.advertiserId);
  }
  return (
    <Card title={title} variant="borderless" extra={extra}>
      {body}
    </Card>
  );
}
