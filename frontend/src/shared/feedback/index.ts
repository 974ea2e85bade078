export { type Feedback, FeedbackProvider, useFeedback } from './feedback-provider';
