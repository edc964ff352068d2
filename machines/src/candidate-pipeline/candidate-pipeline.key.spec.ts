import {
  CANDIDATE_PIPELINE_KEY_PREFIX,
  candidatePipelineKey,
  userIdOfCandidatePipelineKey,
} from './candidate-pipeline.key';

describe('the candidate pipeline business key', () => {
  it('names the account: user:<id>', () => {
    expect(candidatePipelineKey(12)).toBe('user:12');
    expect(candidatePipelineKey(1)).toBe(`${CANDIDATE_PIPELINE_KEY_PREFIX}1`);
  });

  it('reads back the id of every key it builds', () => {
    for (const userId of [1, 9, 10, 12, 2_147_483_647, Number.MAX_SAFE_INTEGER]) {
      expect(userIdOfCandidatePipelineKey(candidatePipelineKey(userId))).toBe(userId);
    }
  });

  it('builds no key for an id that is no users.id', () => {
    for (const userId of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => candidatePipelineKey(userId)).toThrow(RangeError);
    }
  });

  it.each([
    ['', 'empty'],
    ['user:', 'no id'],
    ['12', 'no prefix'],
    ['order:12', 'another machine'],
    ['User:12', 'another case'],
    ['user:0', 'zero'],
    ['user:012', 'a leading zero'],
    ['user:-1', 'a sign'],
    ['user:+1', 'a plus sign'],
    ['user:1.0', 'a fraction'],
    ['user:1e3', 'an exponent'],
    ['user:0x1f', 'hexadecimal'],
    ['user: 12', 'a space'],
    ['user:12 ', 'a trailing space'],
    ['user:12\n', 'a trailing newline'],
    ['user:12abc', 'trailing garbage'],
    ['user:analyst-probe', 'no digits'],
    ['user:9007199254740993', 'an id past the safe integers'],
    ['xuser:12', 'text before the prefix'],
  ])('reads no user id from %j (%s)', (key) => {
    expect(userIdOfCandidatePipelineKey(key)).toBeNull();
  });
});
