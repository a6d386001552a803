import type { BaseLinkMacro, LinkKind } from '@toufang/contracts';
import { LINK_KIND_NAMES } from '@toufang/domain';
import { App, Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { copyText } from '../../../components/copy-text';

export interface ShownLink {
  kind: LinkKind;
  method: 'GET' | 'POST';
  url: string;
  macros: readonly BaseLinkMacro[];
}

const HINTS: Record<LinkKind, string> = {
  click: '填入媒体的点击监测链接',
  impression: '填入媒体的展示（曝光）监测链接',
  callback: '归因到点击后，向此地址回传转化',
};

/** The links of a base, each with its macros and a copy button (spec 000 §2 `collect/detail`). */
export function LinkList({ links }: { links: readonly ShownLink[] }) {
  const { message } = App.useApp();
  const copy = async (link: ShownLink) => {
    if (await copyText(link.url)) void message.success(`已复制${LINK_KIND_NAMES[link.kind]}`);
    else void message.error('复制失败，请手动选择链接复制');
  };
  return (
    <Flex vertical gap={12}>
      {links.map((link) => (
        <Card
          key={link.kind}
          size="small"
          title={
            <Flex gap={8} align="center">
              <span>{LINK_KIND_NAMES[link.kind]}</span>
              <Tag>{link.method}</Tag>
              <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                {HINTS[link.kind]}
              </Typography.Text>
            </Flex>
          }
          extra={
            <Button
              size="small"
              aria-label={`复制${LINK_KIND_NAMES[link.kind]}`}
              onClick={() => void copy(link)}
            >
              复制
            </Button>
          }
        >
          <Typography.Paragraph code style={{ wordBreak: 'break-all', marginBottom: 8 }}>
            {link.url}
          </Typography.Paragraph>
          <Flex wrap gap={4}>
            {link.macros.map((m) => (
              <Tooltip key={m.param} title={m.label}>
                <Tag color={m.macro ? 'blue' : 'default'}>
                  {m.param}
                  {m.macro ? ` = ${m.macro}` : ''}
                </Tag>
              </Tooltip>
            ))}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
