// libedit's readline-compatible interface (line editing, history, completion).
#include <stdio.h>
#include <editline/readline.h>
