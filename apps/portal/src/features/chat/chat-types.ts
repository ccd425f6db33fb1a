export type ChatLabels = {
  open: string;
  close: string;
  title: string;
  intro: string;
  signInPrompt: string;
  signIn: string;
  message: string;
  send: string;
  connecting: string;
  unavailable: string;
  empty: string;
  you: string;
  support: string;
  failed: string;
};

export type SupportMessage = {
  id: string;
  body: string;
  mine: boolean;
  createdAt: Date;
};

/** A live conversation with the project's support, as the chat panel uses it. */
export type SupportChat = {
  /** The conversation so far, oldest first. */
  history(): Promise<SupportMessage[]>;
  send(body: string): Promise<SupportMessage>;
  close(): void;
};

export type SupportChatOptions = {
  url: string;
  projectKey: string;
  sessionId: string;
  /** The signed-in user's platform id: tells their own messages from support's. */
  userId: string;
  onMessage: (message: SupportMessage) => void;
};
