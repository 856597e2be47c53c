int ck_placeholder(void);
