// Every integration test file runs quietly; the suite asserts on responses, not on logs.
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
