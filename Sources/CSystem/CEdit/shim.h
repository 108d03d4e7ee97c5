// libedit's readline-compatible interface (line editing, history, completion).
#include <stdio.h>
#include <editline/readline.h>

// Setters and getters for libedit's global variables, so that Swift code
// reaches them through functions rather than shared mutable globals.
static inline void regio_rl_set_name(const char *name) { rl_readline_name = name; }
static inline void regio_rl_set_completion(rl_completion_func_t *f) { rl_attempted_completion_function = f; }
static inline void regio_rl_completion_over(void) { rl_attempted_completion_over = 1; }
static inline const char *regio_rl_line_buffer(void) { return rl_line_buffer; }
