import type { AutoruleResumes } from './autorule-resumes';
import type { AutoruleRunsService } from './autorule-runs.service';
import type { AutorulesRepository } from './autorules.repository';
import type { AutorulesService } from './autorules.service';

/** The automatic rules as services.ts assembles them. */
export interface Autorules {
  repo: AutorulesRepository;
  rules: AutorulesService;
  runs: AutoruleRunsService;
  /** 今日暂停: switching paused objects on again at midnight. */
  resumes: AutoruleResumes;
}
