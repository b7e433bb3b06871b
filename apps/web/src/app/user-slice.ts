import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ModelRef, VerifyResponse } from '@vitae/shared/api/auth';
import type { Resume } from '@vitae/shared/resume/schema';
import { emptyResume } from '@vitae/shared/resume/schema';
import { INITIAL_TOKEN_BALANCE } from '@vitae/shared/constants';

/** One saved resume as the client knows it; `resume` is fetched lazily and then cached. */
export interface UserResume {
  file_name: string;
  nickname: string;
  url?: string;
  resume?: Resume;
  /** Parsed fields nobody has edited or confirmed yet ('email', 'experience', …). */
  toCheck?: string[];
  /** MIME type of the uploaded original, when there is one. */
  originalType?: string | null;
}

export interface UserState {
  name: string;
  email: string;
  /** False for Google accounts: password actions are hidden. */
  hasPassword: boolean;
  models: ModelRef[];
  actions: string[];
  userType: string;
  defaultModel: ModelRef | null;
  tokensLeft: number;
  defaultResume: string | null;
  isAuthenticated: boolean;
  generatedResume: Resume;
  userResumes: Record<string, UserResume>;
}

export function createInitialUserState(): UserState {
  return {
    name: '',
    email: '',
    hasPassword: true,
    models: [],
    actions: [],
    userType: '',
    defaultModel: null,
    tokensLeft: INITIAL_TOKEN_BALANCE,
    defaultResume: null,
    isAuthenticated: false,
    generatedResume: emptyResume(),
    userResumes: {},
  };
}

export const userSlice = createSlice({
  name: 'user',
  initialState: createInitialUserState,
  reducers: {
    /** Fills the user from a verify answer and marks them signed in (spec section 4). */
    login(state, action: PayloadAction<VerifyResponse>) {
      const v = action.payload;
      state.name = v.name;
      state.email = v.email;
      state.hasPassword = v.has_password ?? true;
      state.models = v.models;
      state.userType = v.user_type;
      state.actions = v.actions;
      state.defaultModel = v.default_model;
      state.defaultResume = v.default_resume;
      state.tokensLeft = v.tokens_left;
      state.userResumes = Object.fromEntries(
        Object.entries(v.user_resumes).map(([key, entry]) => [
          key,
          {
            file_name: entry.file_name,
            nickname: entry.nickname,
            ...(entry.url ? { url: entry.url } : {}),
            toCheck: entry.to_check ?? [],
            originalType: entry.original_type ?? null,
          },
        ]),
      );
      state.isAuthenticated = true;
    },
    /** Spec section 4: logout only marks the user not authenticated. */
    logout(state) {
      state.isAuthenticated = false;
    },
    /** Forgets everything about the user (the /logout screen clears state as well as tokens). */
    resetUser() {
      return createInitialUserState();
    },
    setTokensLeft(state, action: PayloadAction<number>) {
      state.tokensLeft = action.payload;
    },
    addTokens(state, action: PayloadAction<number>) {
      state.tokensLeft += action.payload;
    },
    /** The balance never shows below zero, whatever the caller subtracts. */
    subtractTokens(state, action: PayloadAction<number>) {
      state.tokensLeft = Math.max(0, state.tokensLeft - action.payload);
    },
    saveResume(state, action: PayloadAction<{ key: string; resume: Resume }>) {
      const entry = state.userResumes[action.payload.key];
      if (entry) entry.resume = action.payload.resume;
    },
    addResume(
      state,
      action: PayloadAction<{
        key: string;
        filename: string;
        nickname: string;
        resume?: Resume;
        toCheck?: string[];
        originalType?: string | null;
      }>,
    ) {
      const { key, filename, nickname, resume, toCheck = [], originalType = null } = action.payload;
      state.userResumes[key] = { file_name: filename, nickname, ...(resume ? { resume } : {}), toCheck, originalType };
    },
    setToCheck(state, action: PayloadAction<{ key: string; toCheck: string[] }>) {
      const entry = state.userResumes[action.payload.key];
      if (entry) entry.toCheck = action.payload.toCheck;
    },
    renameResume(state, action: PayloadAction<{ key: string; nickname: string }>) {
      const entry = state.userResumes[action.payload.key];
      if (entry) entry.nickname = action.payload.nickname;
    },
    setResumeUrl(state, action: PayloadAction<{ key: string; url: string }>) {
      const entry = state.userResumes[action.payload.key];
      if (entry) entry.url = action.payload.url;
    },
    setDefaultResume(state, action: PayloadAction<string | null>) {
      state.defaultResume = action.payload;
    },
    removeResume(state, action: PayloadAction<string>) {
      delete state.userResumes[action.payload];
      if (state.defaultResume === action.payload) state.defaultResume = null;
    },
    setGeneratedResume(state, action: PayloadAction<Resume>) {
      state.generatedResume = action.payload;
    },
    setActions(state, action: PayloadAction<string[]>) {
      state.actions = action.payload;
    },
    setDefaultModel(state, action: PayloadAction<ModelRef>) {
      state.defaultModel = action.payload;
    },
  },
});

export const {
  login,
  logout,
  resetUser,
  setTokensLeft,
  addTokens,
  subtractTokens,
  saveResume,
  addResume,
  renameResume,
  setResumeUrl,
  setDefaultResume,
  removeResume,
  setGeneratedResume,
  setActions,
  setToCheck,
  setDefaultModel,
} = userSlice.actions;
