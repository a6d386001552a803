import { Table } from 'antd';

/** `第 43 行：名称不能为空；…` as the server lists each bad row of a sheet. */
const ROW_LINE = /^第 (\d+) 行：(.*)$/;

export interface RowProblem {
  row: number;
  problem: string;
}

/** The bad rows named in a refusal's details, by the row number the sheet shows. */
export function rowProblems(details: readonly string[]): RowProblem[] {
  return details.flatMap((line) => {
    const match = ROW_LINE.exec(line);
    return match ? [{ row: Number(match[1]), problem: match[2] ?? '' }] : [];
  });
}

/** The bad rows of a refused sheet, ten a page. */
export function RowProblemsTable({ rows }: { rows: readonly RowProblem[] }) {
  return (
    <Table<RowProblem>
      size="small"
      rowKey="row"
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      dataSource={[...rows]}
      aria-label="有误的行"
      columns={[
        { title: '行号', dataIndex: 'row', width: 80 },
        { title: '问题', dataIndex: 'problem' },
      ]}
    />
  );
}
