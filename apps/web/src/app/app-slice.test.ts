import { describe, it, expect } from 'vitest';
import {
  appSlice,
  clearTokens,
  initialAppState,
  setAccessToken,
  setJobDescription,
  setResumeURL,
  setTokens,
} from './app-slice.ts';

const reduce = appSlice.reducer;

describe('app slice', () => {
  it('starts with no tokens, no resume url and an empty job description', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual(initialAppState);
  });

  it('stores both tokens, replaces the access token alone and clears both', () => {
    let state = reduce(undefined, setTokens({ access_token: 'a1', refresh_token: 'r1' }));
    expect(state).toMatchObject({ accessToken: 'a1', refreshToken: 'r1' });
    state = reduce(state, setAccessToken('a2'));
    expect(state).toMatchObject({ accessToken: 'a2', refreshToken: 'r1' });
    state = reduce(state, clearTokens());
    expect(state).toMatchObject({ accessToken: null, refreshToken: null });
  });

  it('sets the resume url and the job description', () => {
    let state = reduce(undefined, setResumeURL('blob:1'));
    state = reduce(state, setJobDescription('Senior engineer'));
    expect(state).toMatchObject({ resumeURL: 'blob:1', jobDescription: 'Senior engineer' });
  });
});
