import { describe, it, expect } from 'vitest';
import { emptyResume } from '@vitae/shared/resume/schema';
import type { VerifyResponse } from '@vitae/shared/api/auth';
import {
  addResume,
  addTokens,
  createInitialUserState,
  login,
  logout,
  removeResume,
  renameResume,
  resetUser,
  saveResume,
  setActions,
  setDefaultResume,
  setGeneratedResume,
  setResumeUrl,
  setTokensLeft,
  subtractTokens,
  userSlice,
  type UserState,
} from './user-slice.ts';

const reduce = userSlice.reducer;

const verified: VerifyResponse = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  models: [{ organization: 'local', model: 'local' }],
  actions: ['Update Skills'],
  user_type: 'job_seeker',
  default_model: { organization: 'local', model: 'local' },
  tokens_left: 12_000,
  user_resumes: { k1: { file_name: 'Ada.pdf', nickname: 'main' } },
  default_resume: 'k1',
};

function signedIn(): UserState {
  return reduce(undefined, login(verified));
}

describe('user slice', () => {
  it('starts signed out with a zero token balance and the editor starting resume', () => {
    const state = createInitialUserState();
    expect(state.isAuthenticated).toBe(false);
    expect(state.tokensLeft).toBe(0);
    expect(state.generatedResume.education).toHaveLength(1);
    expect(state.generatedResume.certifications).toHaveLength(0);
  });

  it('fills every user field from the verify answer on login', () => {
    const state = signedIn();
    expect(state).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      userType: 'job_seeker',
      actions: ['Update Skills'],
      defaultResume: 'k1',
      tokensLeft: 12_000,
      isAuthenticated: true,
      userResumes: { k1: { file_name: 'Ada.pdf', nickname: 'main' } },
    });
    expect(state.defaultModel).toEqual({ organization: 'local', model: 'local' });
  });

  it('only marks the user signed out on logout, keeping other fields', () => {
    const state = reduce(signedIn(), logout());
    expect(state.isAuthenticated).toBe(false);
    expect(state.name).toBe('Ada Lovelace');
  });

  it('forgets everything on reset', () => {
    expect(reduce(signedIn(), resetUser())).toEqual(createInitialUserState());
  });

  it('replaces, adds to and subtracts from the token balance without going below zero', () => {
    let state = reduce(signedIn(), setTokensLeft(500));
    expect(state.tokensLeft).toBe(500);
    state = reduce(state, addTokens(250));
    expect(state.tokensLeft).toBe(750);
    state = reduce(state, subtractTokens(700));
    expect(state.tokensLeft).toBe(50);
    state = reduce(state, subtractTokens(100));
    expect(state.tokensLeft).toBe(0);
  });

  it('saves edited content under its key and ignores unknown keys', () => {
    const body = { ...emptyResume(), fullName: 'Ada' };
    let state = reduce(signedIn(), saveResume({ key: 'k1', resume: body }));
    expect(state.userResumes.k1?.resume?.fullName).toBe('Ada');
    state = reduce(state, saveResume({ key: 'nope', resume: body }));
    expect(state.userResumes.nope).toBeUndefined();
  });

  it('adds a new resume with its filename, nickname and content', () => {
    const body = { ...emptyResume(), fullName: 'New' };
    const state = reduce(signedIn(), addResume({ key: 'k2', filename: 'New.pdf', nickname: 'second', resume: body }));
    expect(state.userResumes.k2).toEqual({
      file_name: 'New.pdf',
      nickname: 'second',
      resume: body,
      toCheck: [],
      originalType: null,
    });
    expect(Object.keys(state.userResumes)).toEqual(['k1', 'k2']);
  });

  it('renames a nickname and sets a url', () => {
    let state = reduce(signedIn(), renameResume({ key: 'k1', nickname: 'renamed' }));
    state = reduce(state, setResumeUrl({ key: 'k1', url: 'blob:x' }));
    expect(state.userResumes.k1).toMatchObject({ nickname: 'renamed', url: 'blob:x' });
  });

  it('sets the default resume and clears it when that resume is removed', () => {
    let state = reduce(signedIn(), addResume({ key: 'k2', filename: 'b', nickname: 'b' }));
    state = reduce(state, setDefaultResume('k2'));
    expect(state.defaultResume).toBe('k2');
    state = reduce(state, removeResume('k1'));
    expect(state.defaultResume).toBe('k2');
    state = reduce(state, removeResume('k2'));
    expect(state.userResumes).toEqual({});
    expect(state.defaultResume).toBeNull();
  });

  it('replaces the generated resume and the allowed actions', () => {
    const body = { ...emptyResume(), profile: 'Tailored' };
    let state = reduce(signedIn(), setGeneratedResume(body));
    state = reduce(state, setActions(['Update Profile', 'Add Projects']));
    expect(state.generatedResume.profile).toBe('Tailored');
    expect(state.actions).toEqual(['Update Profile', 'Add Projects']);
  });
});
