import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { AD_IDS_KEY } from '../api';
import { SpendImportModal } from './spend-import-modal';
import { SpendImportsDrawer } from './spend-imports-drawer';

/** 导入消耗 and 导入记录, on the pages of the link-based media. */
export function SpendActions() {
  const client = useQueryClient();
  const [importing, setImporting] = useState(false);
  const [listing, setListing] = useState(false);
  return (
    <Space>
      <Button onClick={() => setImporting(true)}>导入消耗</Button>
      <Button onClick={() => setListing(true)}>导入记录</Button>
      {importing && (
        <SpendImportModal
          onImported={() => client.invalidateQueries({ queryKey: AD_IDS_KEY })}
          onClose={() => setImporting(false)}
        />
      )}
      {listing && <SpendImportsDrawer onClose={() => setListing(false)} />}
    </Space>
  );
}
