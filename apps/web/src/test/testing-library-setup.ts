import { configure } from '@testing-library/react';

// Screens built from antd tables take seconds to render in jsdom when the whole suite shares two
// cores: the queries that wait for an element wait as long as a test may take to render it.
configure({ asyncUtilTimeout: 10_000 });
