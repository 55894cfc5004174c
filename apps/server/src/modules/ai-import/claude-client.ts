import Anthropic from '@anthropic-ai/sdk';

/** What the import calls of the Anthropic SDK: one message request, not streamed. */
export interface ClaudeClient {
  createMessage(
    params: Anthropic.MessageCreateParamsNonStreaming,
  ): Promise<Pick<Anthropic.Message, 'content' | 'stop_reason'>>;
}

export interface ClaudeSettings {
  client: ClaudeClient;
  model: string;
}

/** The official SDK with the configured key: one retry, and a minute at most per call. */
export function anthropicClient(apiKey: string): ClaudeClient {
  const sdk = new Anthropic({ apiKey, maxRetries: 1, timeout: 60_000 });
  return { createMessage: (params) => sdk.messages.create(params) };
}
