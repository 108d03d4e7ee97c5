/// Quiz model, formats and runner.
public enum RegioQuizModule {}
