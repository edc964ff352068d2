// Every integration test file runs quietly; the suite asserts on responses, not on logs.
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
// Test files submit many applications from one address; the limit's own test sets a low one.
process.env.APPLICATIONS_PER_IP_PER_HOUR ??= '100000';
