import type { MenuItem } from '@toufang/domain';
import { Card, Empty, Flex, Result, Tag, Typography } from 'antd';

export interface ComingPagesProps {
  /** The unbuilt pages the user's abilities open, as a menu tree. */
  pages: readonly MenuItem[];
}

/** A page of the list, marked as not open yet. */
function ComingTag({ title }: { title: string }) {
  return <Tag variant="outlined">{title}（建设中）</Tag>;
}

/**
 * The landing page of a user who holds abilities but none of whose pages is built yet: it names
 * the pages those abilities will open, by the route table's groups, rather than saying the account
 * has no access.
 */
export function ComingPages({ pages }: ComingPagesProps) {
  if (pages.length === 0) {
    return (
      <Result
        icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />}
        title="暂无可打开的页面"
        subTitle="你的账号持有的权限不对应任何页面，如需使用请联系管理员"
      />
    );
  }
  const leaves = pages.filter((page) => page.children === undefined);
  const groups = pages.filter((page) => page.children !== undefined);
  return (
    <Result
      status="info"
      title="你的页面正在建设中"
      subTitle="你的账号已开通以下页面，建设完成后会出现在菜单中"
      extra={
        <Card size="small" style={{ maxWidth: 560, margin: '0 auto', textAlign: 'left' }}>
          <Flex vertical gap={12} role="list" aria-label="建设中的页面">
            {leaves.length > 0 ? (
              <Flex gap={8} wrap role="listitem">
                {leaves.map((page) => (
                  <ComingTag key={page.path} title={page.title} />
                ))}
              </Flex>
            ) : null}
            {groups.map((group) => (
              <Flex key={group.path} gap={8} wrap align="center" role="listitem">
                <Typography.Text strong>{group.title}</Typography.Text>
                {(group.children ?? []).map((page) => (
                  <ComingTag key={page.path} title={page.title} />
                ))}
              </Flex>
            ))}
          </Flex>
        </Card>
      }
    />
  );
}
