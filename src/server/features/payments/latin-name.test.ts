import { describe, expect, it } from 'vitest';
import { latinName } from './latin-name';

describe('latinName: a Hindi name as RazorpayX takes it', () => {
  it.each([
    ['आशा वर्मा', 'Asha Varma'],
    ['राम कुमार', 'Ram Kumar'],
    ['सुनीता देवी', 'Sunita Devi'],
    ['प्रिया शर्मा', 'Priya Sharma'],
    ['अंकित', 'Ankit'],
    ['ज़ोया ख़ान', 'Zoya Khan'],
    ['क्षमा', 'Kshama'],
    ['Asha वर्मा', 'Asha Varma'],
    ['Asha Verma', 'Asha Verma'],
  ])('%s -> %s', (hindi, latin) => {
    expect(latinName(hindi)).toBe(latin);
  });
});
