/**
 * The fixed loopback ports tests listen on (a spawned server, the S3 API server, nginx) are offsets
 * from TEST_PORT_BASE (default 3400: ports 3410-3499), so two suites on one machine can each set
 * their own base.
 */
export function testPort(offset: number): number {
  const base = Number(process.env.TEST_PORT_BASE ?? 3400);
  if (!Number.isInteger(base) || base < 1024 || base > 65_435)
    throw new Error(`TEST_PORT_BASE must be a port number from 1024 to 65435, not "${process.env.TEST_PORT_BASE}"`);
  return base + offset;
}
