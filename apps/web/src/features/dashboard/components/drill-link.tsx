import { DownOutlined } from '@ant-design/icons';
import type { MediumKey } from '@toufang/contracts';
import { MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import { Dropdown, Typography } from 'antd';
import { Link } from 'react-router';
import { deliveryLink, type DrillFilter } from '../delivery-links';

export interface DrillLinkProps {
  /** The media to offer: one is a plain link, several a menu. */
  media: readonly MediumKey[];
  filter: DrillFilter;
  label?: string;
}

/** 查看投放: the delivery screen(s) showing the row's figures. */
export function DrillLink({ media, filter, label = '查看投放' }: DrillLinkProps) {
  const [only] = media;
  if (only === undefined) return <Typography.Text type="secondary">-</Typography.Text>;
  if (media.length === 1) return <Link to={deliveryLink(only, filter)}>{label}</Link>;
  return (
    <Dropdown
      menu={{
        items: media.map((medium) => ({
          key: medium,
          label: <Link to={deliveryLink(medium, filter)}>{MATERIAL_MEDIUM_NAMES[medium]}</Link>,
        })),
      }}
    >
      <Typography.Link>
        {label} <DownOutlined style={{ fontSize: 10 }} />
      </Typography.Link>
    </Dropdown>
  );
}
