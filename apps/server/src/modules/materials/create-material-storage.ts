import type { MaterialsConfig } from '../../config';
import { LocalMaterialStorage } from './local-material-storage';
import type { MaterialStorage } from './material-storage';
import { S3MaterialStorage } from './s3-material-storage';

export function createMaterialStorage(config: MaterialsConfig['storage']): MaterialStorage {
  return config.kind === 's3'
    ? new S3MaterialStorage(config)
    : new LocalMaterialStorage(config.dir);
}
