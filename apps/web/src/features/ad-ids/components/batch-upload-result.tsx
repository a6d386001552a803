import type { AdIdBatchCreateAnswer } from '@toufang/contracts';
import { ERROR_CODES } from '@toufang/contracts';
import { Alert, Typography } from 'antd';
import { ApiError } from '../../../api/client';
import { RowProblemsTable, rowProblems } from './row-problems-table';

export interface BatchUploadResultProps {
  answer?: AdIdBatchCreateAnswer;
  error?: unknown;
}

/**
 * What a batch sheet came to: the ad IDs made, or why the sheet was refused. Bad rows are listed by
 * the row number the sheet shows; when any row is bad nothing was created.
 */
export function BatchUploadResult({ answer, error }: BatchUploadResultProps) {
  if (answer) {
    return (
      <Alert
        type="success"
        showIcon
        title={`已生成 ${answer.count} 个广告ID`}
        description={`广告ID ${answer.first_ad_id} 至 ${answer.last_ad_id}，可在批次列表中查看与复制点击监测链接`}
      />
    );
  }
  if (!(error instanceof ApiError)) return null;
  if (error.code === ERROR_CODES.AD_ID_ROWS_INVALID.code) {
    const rows = rowProblems(error.details);
    return (
      <>
        <Alert
          type="error"
          showIcon
          title={`表格中有 ${rows.length} 行有误，未创建任何广告ID`}
          description="请按行号修改表格后重新上传。"
          style={{ marginBottom: 12 }}
        />
        <RowProblemsTable rows={rows} />
      </>
    );
  }
  const text = error.details.length > 0 ? error.details.join('；') : error.message;
  return (
    <Alert
      type="error"
      showIcon
      title="未创建广告ID"
      description={<Typography.Text>{text}</Typography.Text>}
    />
  );
}
