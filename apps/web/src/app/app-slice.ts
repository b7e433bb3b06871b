import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AppState {
  resumeURL: string | null;
  jobDescription: string;
  accessToken: string | null;
  refreshToken: string | null;
}

export const initialAppState: AppState = { resumeURL: null, jobDescription: '', accessToken: null, refreshToken: null };

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    setResumeURL(state, action: PayloadAction<string | null>) {
      state.resumeURL = action.payload;
    },
    setJobDescription(state, action: PayloadAction<string>) {
      state.jobDescription = action.payload;
    },
    setTokens(state, action: PayloadAction<{ access_token: string; refresh_token: string }>) {
      state.accessToken = action.payload.access_token;
      state.refreshToken = action.payload.refresh_token;
    },
    setAccessToken(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
    clearTokens(state) {
      state.accessToken = null;
      state.refreshToken = null;
    },
  },
});

export const { setResumeURL, setJobDescription, setTokens, setAccessToken, clearTokens } = appSlice.actions;
