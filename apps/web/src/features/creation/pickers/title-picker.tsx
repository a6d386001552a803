import { CloseOutlined } from '@ant-design/icons';
import type { MediumKey } from '@toufang/contracts';
import { normalizeTitle, titleRefusal } from '@toufang/domain';
import { Button, Empty, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { TitleLibraryModal } from './title-library-modal';

export interface TitlePickerProps {
  value?: string[];
  onChange?: (titles: string[]) => void;
  medium: MediumKey;
  /** The most titles a creative takes on the medium (spec 002 §9). */
  max: number;
  gameId?: number;
}

const NONE: string[] = [];

/** Why a typed title may not be added: the medium's length rule, a repeat, or the count limit. */
export function titleAddRefusal(
  text: string,
  chosen: readonly string[],
  medium: MediumKey,
  max: number,
): string | undefined {
  const title = normalizeTitle(text);
  if (title === '') return '请输入标题';
  if (chosen.length >= max) return `最多 ${max} 个标题`;
  if (chosen.includes(title)) return '标题已添加';
  return titleRefusal(title, medium);
}

/**
 * The title picker of the wizards (spec 002 §2): titles from the title library (only those the
 * medium's length rule takes) or typed, checked against the medium's rule, up to `max`.
 */
export function TitlePicker({ value = NONE, onChange, medium, max, gameId }: TitlePickerProps) {
  const [text, setText] = useState('');
  const [library, setLibrary] = useState(false);
  const refusal = text === '' ? undefined : titleAddRefusal(text, value, medium, max);

  const add = () => {
    if (titleAddRefusal(text, value, medium, max) !== undefined) return;
    onChange?.([...value, normalizeTitle(text)]);
    setText('');
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="flex-start">
        <Flex vertical style={{ flex: 1, maxWidth: 480 }}>
          <Input
            aria-label="输入标题"
            placeholder="输入标题后回车添加"
            value={text}
            status={refusal ? 'error' : undefined}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={add}
          />
          {refusal ? <Typography.Text type="danger">{refusal}</Typography.Text> : null}
        </Flex>
        <Button onClick={add} disabled={text === '' || refusal !== undefined}>
          添加
        </Button>
        <Button onClick={() => setLibrary(true)} disabled={value.length >= max}>
          从标题库选择
        </Button>
      </Flex>
      <Typography.Text type="secondary">
        已选 {value.length} / {max} 个
      </Typography.Text>
      {value.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有选择标题" />
      ) : (
        <Flex
          vertical
          role="list"
          aria-label="已选标题"
          style={{ border: '1px solid #f0f0f0', borderRadius: 6, maxWidth: 640 }}
        >
          {value.map((title) => (
            <Flex
              key={title}
              role="listitem"
              justify="space-between"
              align="center"
              style={{ padding: '4px 12px', borderBottom: '1px solid #f0f0f0' }}
            >
              <Typography.Text>{title}</Typography.Text>
              <Button
                type="text"
                size="small"
                aria-label={`移除标题 ${title}`}
                icon={<CloseOutlined />}
                onClick={() => onChange?.(value.filter((t) => t !== title))}
              />
            </Flex>
          ))}
        </Flex>
      )}
      {library ? (
        <TitleLibraryModal
          medium={medium}
          gameId={gameId}
          room={max - value.length}
          chosen={value}
          onOk={(titles) => {
            onChange?.([...value, ...titles.filter((t) => !value.includes(t))].slice(0, max));
            setLibrary(false);
          }}
          onCancel={() => setLibrary(false)}
        />
      ) : null}
    </Flex>
  );
}
