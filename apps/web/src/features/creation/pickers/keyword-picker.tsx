import {
  KEYWORD_LIMITS,
  KEYWORD_MATCH_TYPE_LABELS,
  KEYWORD_MATCH_TYPES,
  keywordErrors,
  type KeywordInput,
  type KeywordMatchType,
  type KeywordMedium,
} from '@toufang/contracts';
import { Alert, Button, Flex, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { apiGet } from '../../../api/client';

// The search-ad step's keyword picker (spec 002 §3 the v3 project's `keywords`, §7 keyword
// suggest): words typed (several at once, split on spaces or commas) or taken from the medium's
// suggestions for the first chosen account, each with its match type; the medium's limits
// (`KEYWORD_LIMITS`) refuse a word with the reason, before anything is added.

export interface KeywordSuggestion {
  keyword: string;
  msv: number;
}

const splitWords = (text: string) => text.split(/[\s,，、]+/).filter((w) => w !== '');

const matchOptions = KEYWORD_MATCH_TYPES.map((value) => ({
  value,
  label: KEYWORD_MATCH_TYPE_LABELS[value],
}));

interface Props {
  medium: KeywordMedium;
  /** The account suggestions are read for; none: suggestions are not offered. */
  advertiserId?: string;
  appName?: string;
  value?: KeywordInput[];
  onChange?: (value: KeywordInput[]) => void;
}

export function KeywordPicker({ medium, advertiserId, appName, value = [], onChange }: Props) {
  const limits = KEYWORD_LIMITS[medium];
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [suggestions, setSuggestions] = useState<KeywordSuggestion[] | null>(null);
  const [loading, setLoading] = useState(false);

  const add = (words: string[]) => {
    const added: KeywordInput[] = words.map((word) => ({ word, match_type: 'PHRASE' }));
    const refused = keywordErrors(
      medium,
      added,
      value.map((k) => k.word),
    );
    setErrors(refused);
    if (refused.length > 0) return false;
    onChange?.([...value, ...added]);
    return true;
  };
  const suggest = async () => {
    if (!advertiserId) return;
    const seeds = splitWords(text);
    if (seeds.length === 0 && !appName) {
      setErrors(['请先输入关键词，按它推荐']);
      return;
    }
    setLoading(true);
    try {
      const answer = await apiGet<{ list: KeywordSuggestion[] }>('/bytedance/keyword/suggest', {
        advertiser_id: advertiserId,
        words: (seeds.length > 0 ? seeds : [appName ?? '']).join(' '),
        ...(appName ? { app_name: appName } : {}),
      });
      setSuggestions(answer.list);
      setErrors([]);
    } catch (error) {
      setErrors([error instanceof Error ? error.message : '推荐失败']);
    } finally {
      setLoading(false);
    }
  };
  const chosen = new Set(value.map((k) => k.word.toLowerCase()));

  return (
    <Flex vertical gap={8} style={{ maxWidth: 640 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label="输入关键词"
          placeholder="输入关键词，多个用空格或逗号分隔"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            if (add(splitWords(text))) setText('');
          }}
        />
        <Button
          onClick={() => {
            if (add(splitWords(text))) setText('');
          }}
        >
          添加
        </Button>
        <Button onClick={() => void suggest()} loading={loading} disabled={!advertiserId}>
          推荐关键词
        </Button>
      </Space.Compact>
      <Typography.Text type="secondary">
        每个{limits.holder}最多 {limits.perHolder} 个关键词，每个不超过 {limits.wordMax} 个字
        {advertiserId ? '' : '；选择账户后可推荐关键词'}
      </Typography.Text>
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          message={errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        />
      ) : null}
      {suggestions ? (
        <div aria-label="推荐关键词">
          {suggestions.length === 0 ? (
            <Typography.Text type="secondary">没有推荐的关键词</Typography.Text>
          ) : (
            suggestions.map((s) => (
              <Tag.CheckableTag
                key={s.keyword}
                checked={chosen.has(s.keyword.toLowerCase())}
                onChange={(checked) => {
                  if (checked) add([s.keyword]);
                  else onChange?.(value.filter((k) => k.word !== s.keyword));
                }}
              >
                {s.keyword}（月搜索 {s.msv}）
              </Tag.CheckableTag>
            ))
          )}
        </div>
      ) : null}
      <Table<KeywordInput>
        size="small"
        rowKey="word"
        pagination={value.length > 10 ? { pageSize: 10 } : false}
        dataSource={value}
        locale={{ emptyText: '未添加关键词' }}
        title={() => `已添加 ${value.length} / ${limits.perHolder} 个关键词`}
        columns={[
          { title: '关键词', dataIndex: 'word' },
          {
            title: '匹配方式',
            dataIndex: 'match_type',
            width: 160,
            render: (type: KeywordMatchType, row) => (
              <Select
                aria-label={`${row.word}的匹配方式`}
                size="small"
                style={{ width: 120 }}
                value={type}
                options={matchOptions}
                onChange={(match_type) =>
                  onChange?.(value.map((k) => (k.word === row.word ? { ...k, match_type } : k)))
                }
              />
            ),
          },
          {
            title: '操作',
            width: 80,
            render: (_: unknown, row) => (
              <Button
                type="link"
                size="small"
                onClick={() => onChange?.(value.filter((k) => k.word !== row.word))}
              >
                删除
              </Button>
            ),
          },
        ]}
      />
    </Flex>
  );
}
